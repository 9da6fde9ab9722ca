import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths';
import { MiscScreen } from '../components/misc-screen';

export default function NotFoundPage() {
  const { t } = useTranslation('misc');
  return (
    <MiscScreen
      page="notFound"
      actions={
        <Button component={RouterLink} to={paths.root()} variant="contained" size="large">
          {t('common:actions.backHome')}
        </Button>
      }
    />
  );
}
