import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TTemplate } from '@undangin/shared/templates/schemas';
import { paths } from '../../../lib/paths';
import { QueryStatus } from '../../../components/query-status';
import { toApiProblem } from '../../../lib/api-error';
import { useInvitationChoices } from '../api/get-invitations';
import { useUpdateInvitation, versionConflictOf } from '../api/update-invitation';

const NEW = 'new';

/**
 * "Pakai template": put this template on one of the user's invitations, or start a new invitation
 * with it. Either way the user lands where the invitation is edited.
 */
export function ApplyTemplateDialog({ template, onClose }: { template: TTemplate; onClose: () => void }) {
  const { t } = useTranslation('templates');
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const navigate = useNavigate();
  const invitations = useInvitationChoices();
  const update = useUpdateInvitation();
  const [picked, setPicked] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = invitations.data?.data ?? [];
  const choice = picked ?? (list.length > 0 ? list[0]!.id : NEW);
  const chosen = list.find((invitation) => invitation.id === choice);

  const confirm = async () => {
    setError(null);
    if (!chosen) {
      await navigate(paths.invitations({ create: true, template: template.id }));
      return;
    }
    try {
      await update.mutateAsync({ id: chosen.id, body: { version: chosen.version, templateId: template.id } });
      await navigate(paths.invitationEditor(chosen.id));
    } catch (e) {
      if (versionConflictOf(e)) {
        setError(t('use.conflict'));
        await invitations.refetch();
        return;
      }
      const problem = toApiProblem(e);
      setError(problem.fieldErrors.templateId ?? problem.message);
    }
  };

  return (
    <Dialog
      open
      onClose={update.isPending ? undefined : onClose}
      fullScreen={phone}
      maxWidth="sm"
      fullWidth
      aria-labelledby="use-template-title"
    >
      <DialogTitle id="use-template-title">{t('use.title', { name: template.name })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {t('use.intro')}
        </Typography>
        <QueryStatus query={invitations} loadingLabel={t('use.loading')} py={2} />
        {!invitations.isPending && (
          <RadioGroup
            value={choice}
            onChange={(event) => setPicked(event.target.value)}
            aria-label={t('use.choose')}
          >
            {list.map((invitation) => (
              <FormControlLabel
                key={invitation.id}
                value={invitation.id}
                control={<Radio />}
                label={
                  <Box sx={{ py: 0.5 }}>
                    <Typography variant="body1">{invitation.coupleNames || invitation.slug}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      <Box component="span" dir="ltr">
                        {invitation.publicUrl}
                      </Box>
                      {' · '}
                      {invitation.templateName
                        ? t('use.current', { name: invitation.templateName })
                        : t('use.noTemplate')}
                    </Typography>
                  </Box>
                }
              />
            ))}
            <FormControlLabel value={NEW} control={<Radio />} label={t('use.new')} />
          </RadioGroup>
        )}
        {chosen?.status === 'published' && <Alert severity="info">{t('use.publishedNote')}</Alert>}
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={update.isPending}>
          {t('use.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void confirm()}
          loading={update.isPending}
          disabled={invitations.isPending}
        >
          {chosen ? t('use.apply') : t('use.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
