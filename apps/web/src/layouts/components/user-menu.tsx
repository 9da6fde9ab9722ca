import LockOutlined from '@mui/icons-material/LockOutlined';
import Logout from '@mui/icons-material/Logout';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLogout } from '../../features/auth/api/logout';
import { useCan } from '../../lib/abilities';
import { useUserData } from '../../lib/session';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
}

/** Name and role, Profil, Password, the appearance settings, and Logout. */
export function UserMenu({ onOpenCustomizer }: { onOpenCustomizer: () => void }) {
  const { t } = useTranslation();
  const user = useUserData();
  const can = useCan();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (!user) return null;
  const close = () => setAnchor(null);
  const avatar = (size: number) => (
    <Avatar
      src={user.avatarUrl ?? undefined}
      alt=""
      sx={{ width: size, height: size, bgcolor: 'var(--undangin-brand)', color: 'var(--undangin-on-brand)', fontSize: size / 2.4 }}
    >
      {initials(user.name)}
    </Avatar>
  );
  return (
    <>
      <IconButton
        aria-label={`${t('navbar.userMenu')}: ${user.name}`}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ p: 0.5 }}
      >
        {avatar(34)}
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 230 } } }}
      >
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', px: 2, py: 1 }}>
          {avatar(40)}
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" noWrap>
              {user.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t(`user.roles.${user.role}`)}
            </Typography>
          </Box>
        </Box>
        <Divider />
        {can('manage', 'dashboard') && [
          <MenuItem key="profile" component={RouterLink} to="/profile" onClick={close}>
            <ListItemIcon>
              <PersonOutlined fontSize="small" />
            </ListItemIcon>
            {t('user.profile')}
          </MenuItem>,
          <MenuItem key="password" component={RouterLink} to="/profile-password" onClick={close}>
            <ListItemIcon>
              <LockOutlined fontSize="small" />
            </ListItemIcon>
            {t('user.password')}
          </MenuItem>,
        ]}
        <MenuItem
          onClick={() => {
            close();
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
            close();
            logout.mutate();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {logout.isPending ? t('user.loggingOut') : t('user.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
