import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths';

/** The error pages' way back to the dashboard, through the router that still works. */
export function HomeButton() {
  const { t } = useTranslation();
  return (
    <Button component={RouterLink} to={paths.root()} variant="contained" size="large">
      {t('common:actions.backHome')}
    </Button>
  );
}
