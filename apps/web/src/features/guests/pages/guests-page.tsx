import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';

/** Placeholder screen of the guests area: its title and what it is for, until the area builds it. */
export default function GuestsPage() {
  const { t } = useTranslation('guests');
  return <PageHeader title={t('title')} subtitle={t('description')} />;
}
