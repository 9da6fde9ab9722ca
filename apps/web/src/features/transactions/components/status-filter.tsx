import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { TRANSACTION_STATUSES, type TTransactionStatus } from '@undangin/shared/billing/states';

/** A status to filter by, or every status. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: TTransactionStatus | '';
  onChange: (status: TTransactionStatus | '') => void;
}) {
  const { t } = useTranslation('billing');
  return (
    <TextField
      select
      size="small"
      label={t('filters.status')}
      value={value}
      onChange={(event) => onChange(event.target.value as TTransactionStatus | '')}
      sx={{ minWidth: 220 }}
    >
      <MenuItem value="">{t('filters.allStatuses')}</MenuItem>
      {TRANSACTION_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {t(`status.${status}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
