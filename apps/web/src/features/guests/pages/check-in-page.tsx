import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths';
import { PageHeader } from '../../../components/page-header';
import { toApiProblem } from '../../../lib/api-error';
import type { TDoorTarget } from '../api/door-client';
import { DoorScreen } from '../components/check-in/door-screen';
import { ScreensPanel } from '../components/check-in/screens-panel';
import { UshersPanel } from '../components/check-in/ushers-panel';
import { useChosenInvitation } from '../components/invitation-switcher';

/**
 * /guests/check-in, "Check-in Tamu" (the Buku Tamu Digital) for the owner: the door of the selected
 * invitation (?invitation=<id>), the access links handed to ushers and the greeting screens' links.
 */
export default function CheckInPage() {
  const { t } = useTranslation('guests');
  const { invitations, selected, switcher } = useChosenInvitation();
  const target = useMemo<TDoorTarget | null>(
    () => (selected ? { kind: 'owner', invitationId: selected.id } : null),
    [selected],
  );

  return (
    <>
      <PageHeader title={t('checkIn.title')} subtitle={t('checkIn.description')} actions={switcher} />
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
          <ScreensPanel invitationId={selected.id} />
        </Box>
      )}
    </>
  );
}
