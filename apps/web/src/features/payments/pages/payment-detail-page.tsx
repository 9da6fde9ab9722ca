import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';

/** Placeholder screen of the payments area: its title and what it is for, until the area builds it. */
export default function PaymentDetailPage() {
  const { t } = useTranslation('payments');
  return <PageHeader title={t('detail.title')} subtitle={t('detail.description')} />;
}
