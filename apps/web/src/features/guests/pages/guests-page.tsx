import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths';
import { PageHeader } from '../../../components/page-header';
import { toApiProblem } from '../../../lib/api-error';
import { GuestWorkspace, type TWorkspaceAction } from '../components/guest-workspace';
import { useChosenInvitation } from '../components/invitation-switcher';

const ACTIONS: TWorkspaceAction[] = ['add', 'import', 'send'];

/**
 * /guests, "Kelola Tamu Undangan": the guests of the selected invitation (?invitation=<id>, the newest
 * by default). `?action=add|import|send` opens that dialog (the navbar's shortcuts), `?q=` searches.
 */
export default function GuestsPage() {
  const { t } = useTranslation('guests');
  const { invitations, list, selected, switcher, params } = useChosenInvitation();
  const action = params.get('action') as TWorkspaceAction;

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('description')} actions={switcher} />
      {invitations.isPending && <Skeleton variant="rounded" height={320} aria-busy="true" />}
      {invitations.isError && (
        <Alert
          severity="error"
          action={<Button onClick={() => void invitations.refetch()}>{t('actions.retry')}</Button>}
        >
          {toApiProblem(invitations.error).message}
        </Alert>
      )}
      {invitations.data && !selected && (
        <Paper
          variant="outlined"
          sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}
        >
          <Typography component="h2" variant="h6">
            {t('empty.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
            {t('empty.text')}
          </Typography>
          <Button
            component={RouterLink}
            to={paths.invitations({ create: true })}
            variant="contained"
            startIcon={<Add />}
          >
            {t('empty.create')}
          </Button>
        </Paper>
      )}
      {selected && (
        <Box>
          {list.length === 1 && (
            <Typography variant="subtitle1" component="h2" sx={{ mb: 2, fontWeight: 600 }}>
              {selected.coupleNames || selected.slug}
            </Typography>
          )}
          <GuestWorkspace
            key={selected.id}
            invitationId={selected.id}
            initialQuery={params.get('q') ?? ''}
            initialAction={ACTIONS.includes(action) ? action : null}
          />
        </Box>
      )}
    </>
  );
}
