import Public from '@mui/icons-material/Public';
import PublicOff from '@mui/icons-material/PublicOff';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { missingForPublish } from '@undangin/shared/invitations/content';
import { toApiProblem, tryRequest } from '../../../../lib/api-error';
import { translateMessage } from '../../../../lib/i18n';
import { publishBlockedOf, usePublishInvitation } from '../../api/publish-invitation';
import { useUnpublishInvitation } from '../../api/unpublish-invitation';
import type { TInvitationAutosave } from '../../hooks/use-invitation-autosave';
import { pruneEmpty, type TEditorValues } from '../../lib/editor-form';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { InvitationStatusChip } from '../invitation-status-chip';
import { useEditorContext } from './editor-context';

/**
 * Publishing: what the page still lacks is listed as the couple types (the same rule the server
 * runs); publishing first sends any waiting change, then the server decides and its list is shown.
 */
export function PublishPanel({ autosave }: { autosave: TInvitationAutosave }) {
  const { t } = useTranslation('invitations');
  const { invitation } = useEditorContext();
  const { control, setError } = useFormContext<TEditorValues>();
  const content = useWatch({ control, name: 'content' });
  const templateId = useWatch({ control, name: 'templateId' });
  const liveMissing = useMemo(() => missingForPublish(pruneEmpty(content), templateId), [content, templateId]);
  const publish = usePublishInvitation();
  const unpublish = useUnpublishInvitation();
  // The server's answer stands until the content changes; then the live list takes over again.
  const [answer, setAnswer] = useState<{ missing: string[]; content: typeof content } | null>(null);
  const [error, setErrorMessage] = useState<string | null>(null);
  const [confirmUnpublish, setConfirmUnpublish] = useState(false);
  const published = invitation.status === 'published';
  // An administrator's take-down holds until an administrator lifts it; the server refuses a publish.
  const takenDown = invitation.unpublishedReason !== null && !published;

  const onPublish = async () => {
    setErrorMessage(null);
    setAnswer(null);
    if (!(await autosave.flush())) {
      setErrorMessage(t('publish.saveFirst'));
      return;
    }
    try {
      await publish.mutateAsync(invitation.id);
    } catch (e) {
      const blocked = publishBlockedOf(e);
      if (blocked) {
        setAnswer({ missing: blocked.missing, content });
        for (const [path, messages] of Object.entries(blocked.errors ?? {})) {
          if (messages[0]) setError(path as FieldPath<TEditorValues>, { type: 'server', message: messages[0] });
        }
        if (blocked.missing.length === 0) setErrorMessage(translateMessage(blocked.message));
      } else {
        setErrorMessage(toApiProblem(e).message);
      }
    }
  };

  const onUnpublish = async () => {
    await tryRequest(() => unpublish.mutateAsync(invitation.id), setErrorMessage);
    setConfirmUnpublish(false);
  };

  const serverMissing = answer && answer.content === content ? answer.missing : null;
  const missing = serverMissing ?? liveMissing;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="publish-title" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="publish-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
          {t('publish.title')}
        </Typography>
        <InvitationStatusChip status={invitation.status} />
      </Box>
      {takenDown && (
        <Alert severity="warning">
          <AlertTitle>{t('publish.takenDown')}</AlertTitle>
          {invitation.unpublishedReason}
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('publish.takenDownHint')}
          </Typography>
        </Alert>
      )}
      {invitation.status === 'expired' && <Alert severity="warning">{t('publish.expired')}</Alert>}
      {published ? (
        <Typography variant="body2" color="text.secondary">
          {t('publish.publishedHint')}
        </Typography>
      ) : missing.length > 0 ? (
        <Alert severity={serverMissing ? 'error' : 'info'}>
          <AlertTitle>{t('publish.missingTitle')}</AlertTitle>
          <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
            {missing.map((item) => (
              <li key={item}>{translateMessage(item)}</li>
            ))}
          </Box>
        </Alert>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('publish.ready')}
        </Typography>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <Box>
        {published ? (
          <Button variant="outlined" color="warning" startIcon={<PublicOff />} onClick={() => setConfirmUnpublish(true)}>
            {t('publish.unpublish')}
          </Button>
        ) : (
          <Button
            variant="contained"
            startIcon={<Public />}
            onClick={() => void onPublish()}
            loading={publish.isPending}
            disabled={invitation.status === 'expired' || takenDown}
          >
            {t('publish.publish')}
          </Button>
        )}
      </Box>
      <ConfirmDialog
        open={confirmUnpublish}
        title={t('publish.unpublishTitle')}
        message={t('publish.unpublishMessage')}
        confirmLabel={t('publish.unpublish')}
        onClose={() => setConfirmUnpublish(false)}
        onConfirm={() => void onUnpublish()}
        busy={unpublish.isPending}
      />
    </Paper>
  );
}
