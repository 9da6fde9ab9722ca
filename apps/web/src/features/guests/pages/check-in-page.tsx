import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { PageHeader } from '../../../components/page-header';
import { toApiProblem } from '../../../lib/api-error';
import type { TDoorTarget } from '../api/door-client';
import { useInvitationChoices } from '../../invitations';
import { DoorScreen } from '../components/check-in/door-screen';
import { UshersPanel } from '../components/check-in/ushers-panel';
import { InvitationSwitcher } from '../components/invitation-switcher';

/**
 * /guests/check-in, "Check-in Tamu" (the Buku Tamu Digital) for the owner: the door of the selected
 * invitation (?invitation=<id>) and the access links handed to ushers.
 */
export default function CheckInPage() {
  const { t } = useTranslation('guests');
  const [params, setParams] = useSearchParams();
  const invitations = useInvitationChoices();
  const list = invitations.data?.data ?? [];
  const selected = list.find((invitation) => invitation.id === params.get('invitation')) ?? list[0];
  const target = useMemo<TDoorTarget | null>(
    () => (selected ? { kind: 'owner', invitationId: selected.id } : null),
    [selected],
  );

  return (
    <>
      <PageHeader
        title={t('checkIn.title')}
        subtitle={t('checkIn.description')}
        actions={
          list.length > 1 && selected ? (
            <InvitationSwitcher
              invitations={list}
              value={selected.id}
              onChange={(id) => setParams({ invitation: id })}
            />
          ) : undefined
        }
      />
      {invitations.isPending && <Skeleton variant="rounded" height={320} />}
      {invitations.isError && <Alert severity="error">{toApiProblem(invitations.error).message}</Alert>}
      {invitations.data && !selected && (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={paths.invitations({ create: true })}>
              {t('empty.create')}
            </Button>
          }
        >
          {t('empty.text')}
        </Alert>
      )}
      {selected && target && (
        <Box key={selected.id} sx={{ display: 'grid', gap: 3 }}>
          <DoorScreen target={target} />
          <UshersPanel invitationId={selected.id} />
        </Box>
      )}
    </>
  );
}
