import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { TInvitationStatus } from '@undangin/shared/invitations/schemas';

const COLORS = { draft: 'default', published: 'success', expired: 'warning' } as const;

export function InvitationStatusChip({ status }: { status: TInvitationStatus }) {
  const { t } = useTranslation('invitations');
  return <Chip size="small" label={t(`status.${status}`)} color={COLORS[status]} variant={status === 'draft' ? 'outlined' : 'filled'} />;
}
