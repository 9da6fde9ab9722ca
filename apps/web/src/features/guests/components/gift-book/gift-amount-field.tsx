import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** "500.000", "Rp 500000" or "500000" as whole rupiah; empty is no amount, anything else stays as typed. */
export function amountOf(typed: string): number | null | string {
  const digits = typed.replace(/^\s*rp\.?\s*/i, '').replace(/[.\s]/g, '');
  if (digits === '') return null;
  return /^\d+$/.test(digits) ? Number(digits) : typed;
}

/** The amount of an envelope or gift as typed (read by amountOf), in the gift book and at the door alike. */
export function GiftAmountField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (typed: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('gifts');
  return (
    <TextField
      label={t('dialog.amount')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? t('dialog.amountHint')}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
    />
  );
}
