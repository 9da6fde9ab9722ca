import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GUEST_LIMITS } from '@undangin/shared/guests/schemas';
import { useCreateUsher } from '../../api/create-usher';
import { useUshers } from '../../api/get-ushers';
import { useRevokeUsher } from '../../api/revoke-usher';
import { formatDateTime } from '../../lib/format';
import { SecretLinksPanel } from './secret-links-panel';

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

  return (
    <SecretLinksPanel
      words="ushers"
      links={ushers.data}
      canCreate={Boolean(name.trim())}
      fields={(problem) => (
        <>
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
        </>
      )}
      create={{
        run: async () => {
          const made = await create.mutateAsync({ name, pin: pin || null });
          setName('');
          setPin('');
          return { name: made.usher.name, link: made.link };
        },
        pending: create.isPending,
        error: create.error,
      }}
      describe={(usher) => ({
        primary: `${usher.name}${usher.hasPin ? ` · ${t('ushers.withPin')}` : ''}`,
        secondary: t('ushers.line', {
          count: usher.checkIns,
          seen: usher.lastSeenAt ? formatDateTime(usher.lastSeenAt, i18n.language) : t('ushers.neverSeen'),
        }),
      })}
      revoke={{
        run: (id, done) => revoke.mutate(id, { onSuccess: done }),
        pending: revoke.isPending,
        error: revoke.error,
      }}
    />
  );
}
