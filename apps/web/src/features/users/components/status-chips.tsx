import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { TAdminUser } from '@undangin/shared/users/schemas';

/** Role, status and e-mail confirmation at a glance, in words (never by colour alone). */
export function StatusChips({ user }: { user: TAdminUser }) {
  const { t } = useTranslation('users');
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip
        size="small"
        label={t(`roles.${user.role}`)}
        color={user.role === 'admin' ? 'primary' : 'default'}
        variant="outlined"
      />
      <Chip
        size="small"
        label={t(`statuses.${user.status}`)}
        color={user.status === 'active' ? 'success' : 'error'}
        variant={user.status === 'active' ? 'outlined' : 'filled'}
      />
      {!user.emailVerified && (
        <Chip size="small" label={t('unconfirmed')} color="warning" variant="outlined" />
      )}
    </Stack>
  );
}
