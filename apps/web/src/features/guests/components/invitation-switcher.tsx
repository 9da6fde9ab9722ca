import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TInvitationSummary } from '@undangin/shared/invitations/schemas';
import { useInvitationChoices } from '../../invitations';

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

/**
 * The invitation a guests screen works on: `?invitation=<id>`, else the newest; with the switcher its
 * page header shows when there is more than one to choose from.
 */
export function useChosenInvitation() {
  const [params, setParams] = useSearchParams();
  const invitations = useInvitationChoices();
  const list = invitations.data?.data ?? [];
  const selected = list.find((invitation) => invitation.id === params.get('invitation')) ?? list[0];
  const switcher =
    list.length > 1 && selected ? (
      <InvitationSwitcher
        invitations={list}
        value={selected.id}
        onChange={(id) => setParams({ invitation: id })}
      />
    ) : undefined;
  return { invitations, list, selected, switcher, params };
}
