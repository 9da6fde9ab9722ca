import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths';
import { MiscScreen } from '../components/misc-screen';

/**
 * Shown by the error boundary when a screen crashes. Its links are plain anchors: the router that
 * failed may be the thing that is broken, so "back home" loads the app afresh.
 */
export default function ServerErrorPage() {
  const { t } = useTranslation('misc');
  return (
    <MiscScreen
      page="serverError"
      actions={
        <>
          <Button variant="contained" size="large" onClick={() => window.location.reload()}>
            {t('common:actions.reload')}
          </Button>
          <Button variant="outlined" size="large" href={paths.root()}>
            {t('common:actions.backHome')}
          </Button>
        </>
      }
    />
  );
}
