import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GUEST_LIMITS, type TUsher, type TUsherCreated } from '@undangin/shared/guests/schemas';
import { toApiProblem } from '../../../../lib/api-error';
import { useCreateUsher } from '../../api/create-usher';
import { useUshers } from '../../api/get-ushers';
import { useRevokeUsher } from '../../api/revoke-usher';
import { copyText } from '../../../../lib/clipboard';
import { formatDateTime } from '../../lib/format';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { PanelHeading } from '../../../../components/panel-heading';

/**
 * Access for ushers, who hold no account: a name and a secret link (with an optional PIN) that opens
 * this invitation's check-in screen and nothing else; revocable at any time.
 */
export function UshersPanel({ invitationId }: { invitationId: string }) {
  const { t, i18n } = useTranslation('guests');
  const ushers = useUshers(invitationId);
  const create = useCreateUsher(invitationId);
  const revoke = useRevokeUsher(invitationId);
  const [name, setName] = useState('');
  const [pin, setPin] = useState('');
  const [created, setCreated] = useState<TUsherCreated | null>(null);
  const [revoking, setRevoking] = useState<TUsher | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const problem = create.isError ? toApiProblem(create.error) : null;

  const submit = async () => {
    setCreated(await create.mutateAsync({ name, pin: pin || null }));
    setName('');
    setPin('');
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="ushers-title"
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      <PanelHeading id="ushers-title" title={t('ushers.title')} intro={t('ushers.intro')} />
      <Box
        component="form"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
        onSubmit={(event) => {
          event.preventDefault();
          void submit().catch(() => undefined);
        }}
      >
        <TextField
          size="small"
          label={t('ushers.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          error={Boolean(problem?.fieldErrors.name)}
          helperText={problem?.fieldErrors.name}
          slotProps={{ htmlInput: { maxLength: GUEST_LIMITS.usherName } }}
        />
        <TextField
          size="small"
          label={t('ushers.pin')}
          value={pin}
          onChange={(event) => setPin(event.target.value.replace(/\D/g, '').slice(0, 8))}
          error={Boolean(problem?.fieldErrors.pin)}
          helperText={problem?.fieldErrors.pin ?? t('ushers.pinHint')}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          sx={{ width: 180 }}
        />
        <Button type="submit" variant="contained" disabled={create.isPending || !name.trim()}>
          {t('ushers.create')}
        </Button>
      </Box>
      {problem && !problem.fieldErrors.name && !problem.fieldErrors.pin && (
        <Alert severity="error">{problem.message}</Alert>
      )}
      {created && (
        <Alert severity="success" onClose={() => setCreated(null)}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('ushers.created', { name: created.usher.name })}
          </Typography>
          <TextField
            size="small"
            fullWidth
            value={created.link}
            label={t('ushers.link')}
            slotProps={{
              htmlInput: { readOnly: true, dir: 'ltr' },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={t('ushers.copyLink')}
                      onClick={() =>
                        void copyText(created.link).then((ok) =>
                          setCopied(ok ? t('notices.linkCopied') : t('notices.copyFailed')),
                        )
                      }
                    >
                      <ContentCopy />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          {copied && (
            <Typography variant="caption" role="status">
              {copied}
            </Typography>
          )}
        </Alert>
      )}
      <List aria-label={t('ushers.list')}>
        {ushers.data?.length === 0 && <Typography color="text.secondary">{t('ushers.none')}</Typography>}
        {ushers.data?.map((usher) => (
          <ListItem
            key={usher.id}
            disableGutters
            secondaryAction={
              usher.revokedAt ? (
                <Chip size="small" label={t('ushers.revoked')} />
              ) : (
                <Button size="small" color="error" onClick={() => setRevoking(usher)}>
                  {t('ushers.revoke')}
                </Button>
              )
            }
          >
            <ListItemText
              primary={`${usher.name}${usher.hasPin ? ` · ${t('ushers.withPin')}` : ''}`}
              secondary={t('ushers.line', {
                count: usher.checkIns,
                seen: usher.lastSeenAt
                  ? formatDateTime(usher.lastSeenAt, i18n.language)
                  : t('ushers.neverSeen'),
              })}
            />
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={revoking !== null}
        title={t('ushers.revokeTitle')}
        message={t('ushers.revokeMessage', { name: revoking?.name ?? '' })}
        confirmLabel={t('ushers.revoke')}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSuccess: () => setRevoking(null) })}
        onClose={() => setRevoking(null)}
        busy={revoke.isPending}
        error={revoke.isError ? toApiProblem(revoke.error).message : null}
      />
    </Paper>
  );
}
