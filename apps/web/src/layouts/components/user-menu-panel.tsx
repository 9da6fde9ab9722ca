import LockOutlined from '@mui/icons-material/LockOutlined';
import Logout from '@mui/icons-material/Logout';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TUserData } from '@undangin/shared/auth/schemas';
import { paths } from '../../lib/paths';
import { useLogout } from '../../features/auth';
import { useCan } from '../../lib/abilities';
import { UserAvatar } from './user-avatar';

/** The account's own screens, for a user who may manage them. */
const ACCOUNT_LINKS = [
  { key: 'profile', to: paths.profile, icon: PersonOutlined },
  { key: 'password', to: paths.profilePassword, icon: LockOutlined },
];

/** Name and role, Profil, Password, the appearance settings, and Logout; loaded on first open. */
export default function UserMenuPanel({
  id,
  anchor,
  user,
  onClose,
  onOpenCustomizer,
}: {
  id: string;
  anchor: HTMLElement | null;
  user: TUserData;
  onClose: () => void;
  onOpenCustomizer: () => void;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const logout = useLogout();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={!!anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 230 } } }}
    >
      {/* Plain text, not a heading: a menu may hold only menu items (and separators) with roles. */}
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', px: 2, py: 1 }}>
        <UserAvatar user={user} size={40} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" component="div" noWrap>
            {user.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t(`user.roles.${user.role}`)}
          </Typography>
        </Box>
      </Box>
      <Divider />
      {can('manage', 'dashboard') &&
        ACCOUNT_LINKS.map(({ key, to, icon: Icon }) => (
          <MenuItem key={key} component={RouterLink} to={to()} onClick={onClose}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {t(`user.${key}`)}
          </MenuItem>
        ))}
      <MenuItem
        onClick={() => {
          onClose();
          onOpenCustomizer();
        }}
      >
        <ListItemIcon>
          <TuneOutlined fontSize="small" />
        </ListItemIcon>
        {t('navbar.customizer')}
      </MenuItem>
      <Divider />
      <MenuItem
        disabled={logout.isPending}
        onClick={() => {
          onClose();
          logout.mutate();
        }}
      >
        <ListItemIcon>
          <Logout fontSize="small" />
        </ListItemIcon>
        {logout.isPending ? t('user.loggingOut') : t('user.logout')}
      </MenuItem>
    </Menu>
  );
}
