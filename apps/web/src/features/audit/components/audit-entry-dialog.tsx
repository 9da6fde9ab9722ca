import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TAuditEntry } from '@undangin/shared/users/schemas';
import { dateTimeFormat } from '../../../lib/intl-format';

function Json({ title, value }: { title: string; value: unknown }) {
  return (
    <Box component="section" sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Box
        component="pre"
        dir="ltr"
        sx={{
          m: 0,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          overflow: 'auto',
          fontSize: 13,
          maxHeight: 320,
        }}
      >
        {value === null || value === undefined ? '–' : JSON.stringify(value, null, 2)}
      </Box>
    </Box>
  );
}

/** One entry in full: who, what, when, and the recorded values before and after. */
export function AuditEntryDialog({
  entry,
  label,
  onClose,
}: {
  entry: TAuditEntry | null;
  label: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('users');
  return (
    <Dialog open={entry !== null} onClose={onClose} maxWidth="md" fullWidth>
      {entry && (
        <>
          <DialogTitle>{label}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <Typography color="text.secondary">
              {t('audit.who', {
                actor: entry.actor ? `${entry.actor.name} (${entry.actor.email})` : t('audit.noActor'),
                time: dateTimeFormat(i18n.language, {
                  dateStyle: 'full',
                  timeStyle: 'medium',
                }).format(new Date(entry.createdAt)),
              })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('audit.subjectLine', {
                type: t(`audit.subjects.${entry.subjectType}`, { defaultValue: entry.subjectType }),
                id: entry.subjectId ?? '–',
              })}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <Json title={t('audit.before')} value={entry.before} />
              <Json title={t('audit.after')} value={entry.after} />
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('actions.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
