import { useTranslation } from 'react-i18next';
import { TRANSACTION_STATUSES, type TTransactionStatus } from '@undangin/shared/billing/states';
import { FilterSelect } from '../../../components/filter-select';

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
    <FilterSelect
      label={t('filters.status')}
      value={value}
      onChange={onChange}
      allLabel={t('filters.allStatuses')}
      options={TRANSACTION_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
      minWidth={220}
    />
  );
}
