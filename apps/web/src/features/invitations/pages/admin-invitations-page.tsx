import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';

/** Placeholder screen of the invitations area: its title and what it is for, until the area builds it. */
export default function AdminInvitationsPage() {
  const { t } = useTranslation('invitations');
  return <PageHeader title={t('admin.title')} subtitle={t('admin.description')} />;
}
