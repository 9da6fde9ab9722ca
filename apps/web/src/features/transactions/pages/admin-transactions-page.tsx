import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';

/** Placeholder screen of the transactions area: its title and what it is for, until the area builds it. */
export default function AdminTransactionsPage() {
  const { t } = useTranslation('transactions');
  return <PageHeader title={t('admin.title')} subtitle={t('admin.description')} />;
}
