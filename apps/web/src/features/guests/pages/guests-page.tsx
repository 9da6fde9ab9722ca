import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { LoadError } from '../../../components/load-error';
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
      <LoadError load={invitations} retryLabel={t('actions.retry')} />
      {invitations.data && !selected && (
        <EmptyState
          title={t('empty.title')}
          text={t('empty.text')}
          action={
            <Button
              component={RouterLink}
              to={paths.invitations({ create: true })}
              variant="contained"
              startIcon={<Add />}
            >
              {t('empty.create')}
            </Button>
          }
        />
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
