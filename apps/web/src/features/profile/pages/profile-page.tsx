import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { toApiProblem } from '../../../lib/api-error';
import { useProfile } from '../api/get-profile';
import { AvatarCard } from '../components/avatar-card';
import { DeleteAccountCard } from '../components/delete-account-card';
import { EmailChangeConfirmation } from '../components/email-change-confirmation';
import { ExportCard } from '../components/export-card';
import { ProfileForm } from '../components/profile-form';

/** /profile, "Pengaturan - Profile": photo, account details, export of my data, deleting the account. */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('description')} />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <EmailChangeConfirmation />
        {profile.isError && <Alert severity="error">{toApiProblem(profile.error).message}</Alert>}
        {profile.isPending && <Skeleton variant="rounded" height={320} />}
        {profile.data && (
          <>
            <AvatarCard user={profile.data.userData} />
            <ProfileForm profile={profile.data} />
            <ExportCard />
            <DeleteAccountCard />
          </>
        )}
      </Box>
    </>
  );
}
