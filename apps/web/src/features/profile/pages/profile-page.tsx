import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';

/** Placeholder screen of the profile area: its title and what it is for, until the area builds it. */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  return <PageHeader title={t('title')} subtitle={t('description')} />;
}
