import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TTransactionHistoryEntry } from '@undangin/shared/billing/schemas';
import { formatDateTime } from '../lib/format';

/** Every change of a transaction: when, to what, by whom, and why. */
export function TransactionHistory({ history }: { history: TTransactionHistoryEntry[] }) {
  const { t, i18n } = useTranslation('billing');
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {history.map((entry) => (
        <Box
          component="li"
          key={entry.id}
          sx={{ borderInlineStart: 3, borderColor: 'divider', paddingInlineStart: 1.5 }}
        >
          <Typography sx={{ fontWeight: 600 }}>{t(`status.${entry.toStatus}`)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(entry.createdAt, i18n.language)} ·{' '}
            {entry.actorKind === 'system'
              ? t('history.system')
              : t(`history.${entry.actorKind}`, { name: entry.actorName ?? t('history.deleted') })}
          </Typography>
          {entry.note && <Typography variant="body2">{entry.note}</Typography>}
        </Box>
      ))}
    </Box>
  );
}
