import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { TInvitationSummary } from '@undangin/shared/invitations/schemas';

/** Which invitation's guests are shown, for couples with more than one. */
export function InvitationSwitcher({
  invitations,
  value,
  onChange,
}: {
  invitations: TInvitationSummary[];
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation('guests');
  return (
    <TextField
      select
      size="small"
      label={t('switcher.label')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 260, maxWidth: '100%' }}
    >
      {invitations.map((invitation) => (
        <MenuItem key={invitation.id} value={invitation.id}>
          {invitation.coupleNames || invitation.slug}
        </MenuItem>
      ))}
    </TextField>
  );
}
