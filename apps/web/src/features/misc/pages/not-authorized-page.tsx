import Button from '@mui/material/Button';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths';
import { isLoggedIn, subscribeSession } from '../../../lib/session';
import { HomeButton } from '../components/home-button';
import { MiscScreen } from '../components/misc-screen';

export default function NotAuthorizedPage() {
  const { t } = useTranslation('misc');
  const loggedIn = useSyncExternalStore(subscribeSession, isLoggedIn, isLoggedIn);
  return (
    <MiscScreen
      page="notAuthorized"
      body={loggedIn ? undefined : t('notAuthorized.bodyVisitor')}
      actions={
        loggedIn ? (
          <HomeButton />
        ) : (
          <Button component={RouterLink} to={paths.login()} variant="contained" size="large">
            {t('common:actions.login')}
          </Button>
        )
      }
    />
  );
}
