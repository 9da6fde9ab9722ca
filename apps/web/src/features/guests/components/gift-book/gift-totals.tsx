import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '@undangin/shared/billing/money';
import type { TGiftSummary, TGiftTally } from '@undangin/shared/gift-book/schemas';

function Figure({ label, tally }: { label: string; tally: TGiftTally }) {
  const { t } = useTranslation('gifts');
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      {/* "Rp" stays with its number; only an amount wider than a phone's half card breaks, anywhere. */}
      <Typography
        variant="h6"
        component="p"
        sx={{ fontWeight: 700, fontSize: { xs: '1rem', sm: '1.25rem' }, overflowWrap: 'anywhere' }}
      >
        {formatRupiah(tally.amount).replace(' ', '\u00a0')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('totals.entries', { count: tally.count })}
      </Typography>
    </Paper>
  );
}

/** The book's totals on top of the page: all confirmed, at the door, by transfer, and what waits. */
export function GiftTotals({ summary }: { summary: TGiftSummary }) {
  const { t } = useTranslation('gifts');
  return (
    <Box
      component="section"
      aria-label={t('totals.label')}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 3 }}
    >
      <Figure label={t('totals.total')} tally={summary.total} />
      <Figure label={t('totals.door')} tally={summary.bySource.door} />
      <Figure label={t('totals.transfer')} tally={summary.bySource.transfer} />
      <Figure label={t('totals.pending')} tally={summary.pending} />
    </Box>
  );
}
