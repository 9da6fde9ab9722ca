import Button from '@mui/material/Button';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths';
import { isLoggedIn, subscribeSession } from '../../../lib/session';
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
          <Button component={RouterLink} to={paths.root()} variant="contained" size="large">
            {t('common:actions.backHome')}
          </Button>
        ) : (
          <Button component={RouterLink} to={paths.login()} variant="contained" size="large">
            {t('common:actions.login')}
          </Button>
        )
      }
    />
  );
}
