import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { toApiProblem } from '../../../lib/api-error';
import { isHttpError } from '../../../lib/http-client';
import { useTemplates } from '../../templates';
import { useInvitation } from '../api/get-invitation';
import { InvitationEditor } from '../components/editor/invitation-editor';

/** /invitations/:id, "Edit Undangan": the editor once the invitation (and the template list) is here. */
export default function InvitationEditorPage() {
  const { t } = useTranslation('invitations');
  const { id = '' } = useParams();
  const invitation = useInvitation(id);
  const templates = useTemplates();

  if (invitation.isError) {
    const notFound =
      isHttpError(invitation.error) && [404, 422].includes(invitation.error.response?.status ?? 0);
    return (
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
        <Alert severity="error">
          {notFound ? t('editor.notFound') : toApiProblem(invitation.error).message}
        </Alert>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button component={RouterLink} to={paths.invitations()} variant="contained">
            {t('editor.backToList')}
          </Button>
          {!notFound && <Button onClick={() => void invitation.refetch()}>{t('actions.retry')}</Button>}
        </Box>
      </Box>
    );
  }

  if (!invitation.data || templates.isPending) {
    return (
      <Box role="status" aria-busy="true" aria-label={t('editor.loading')} sx={{ display: 'grid', gap: 2 }}>
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={64} />
        <Skeleton variant="rounded" height={64} />
      </Box>
    );
  }

  // The template list is a nicety in the editor (thumbnails); the invitation is editable without it.
  return (
    <InvitationEditor
      key={invitation.data.id}
      invitation={invitation.data}
      templates={templates.data ?? []}
    />
  );
}
