import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCREEN_LIMITS } from '@undangin/shared/guests/screens';
import { useCreateScreen } from '../../api/create-screen';
import { useScreens } from '../../api/get-screens';
import { useRevokeScreen } from '../../api/revoke-screen';
import { formatDateTime } from '../../lib/format';
import { SecretLinksPanel } from './secret-links-panel';

/**
 * Layar Sapa: secret links for the venue's TVs and projectors, each opening a full-screen page that
 * greets arriving guests and shows the approved wishes; revocable at any time, like the ushers' links.
 */
export function ScreensPanel({ invitationId }: { invitationId: string }) {
  const { t, i18n } = useTranslation('guests');
  const screens = useScreens(invitationId);
  const create = useCreateScreen(invitationId);
  const revoke = useRevokeScreen(invitationId);
  const [name, setName] = useState('');

  return (
    <SecretLinksPanel
      words="screens"
      links={screens.data}
      canCreate={Boolean(name.trim())}
      fields={(problem) => (
        <TextField
          size="small"
          label={t('screens.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          error={Boolean(problem?.fieldErrors.name)}
          helperText={problem?.fieldErrors.name ?? t('screens.nameHint')}
          slotProps={{ htmlInput: { maxLength: SCREEN_LIMITS.name } }}
        />
      )}
      create={{
        run: async () => {
          const made = await create.mutateAsync({ name });
          setName('');
          return { name: made.screen.name, link: made.link };
        },
        pending: create.isPending,
        error: create.error,
      }}
      describe={(screen) => ({
        primary: screen.name,
        secondary: t('screens.seen', {
          seen: screen.lastSeenAt ? formatDateTime(screen.lastSeenAt, i18n.language) : t('screens.neverSeen'),
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
