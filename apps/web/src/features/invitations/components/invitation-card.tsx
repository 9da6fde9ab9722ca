import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TInvitationSummary } from '@undangin/shared/invitations/schemas';
import { paths } from '../../../lib/paths';
import { InvitationStatusChip } from './invitation-status-chip';
import { PublicLinkActions } from './public-link-actions';
import { dateTimeFormat } from '../../../lib/intl-format';

type TInvitationCardProps = { invitation: TInvitationSummary; onDelete: (invitation: TInvitationSummary) => void };

/** One invitation in the list: who, where its page lives, its state, and what can be done with it. */
export function InvitationCard({ invitation, onDelete }: TInvitationCardProps) {
  const { t, i18n } = useTranslation('invitations');
  const dateTime = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const date = dateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' });
  const names = invitation.coupleNames || t('list.noNames');
  return (
    <Card component="article" variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ display: 'grid', gap: 1, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Typography component="h2" variant="h6" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', lineHeight: 1.3 }}>
            {names}
          </Typography>
          <InvitationStatusChip status={invitation.status} />
          <IconButton
            aria-label={t('list.deleteNamed', { name: names })}
            color="error"
            size="small"
            onClick={() => onDelete(invitation)}
            sx={{ mt: -0.5, marginInlineEnd: -1 }}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Box>
        <Typography variant="body2" color="primary" dir="ltr" sx={{ overflowWrap: 'anywhere', textAlign: 'start' }}>
          {`${window.location.host}${invitation.publicUrl}`}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('list.template')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {invitation.templateName ?? t('list.noTemplate')}
          </Typography>
          {invitation.eventDate && (
            <>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t('list.eventDate')}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {date.format(new Date(`${invitation.eventDate}T00:00:00Z`))}
              </Typography>
            </>
          )}
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('list.updated')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {dateTime.format(new Date(invitation.updatedAt))}
          </Typography>
        </Box>
        {invitation.unpublishedReason && invitation.status !== 'published' && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {t('list.takenDown', { reason: invitation.unpublishedReason })}
          </Alert>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 0.5, px: 2, pb: 2 }}>
        <Button component={RouterLink} to={paths.invitationEditor(invitation.id)} variant="contained" size="small" startIcon={<Edit />}>
          {t('list.edit')}
        </Button>
        <PublicLinkActions publicUrl={invitation.publicUrl} status={invitation.status} />
      </CardActions>
    </Card>
  );
}
