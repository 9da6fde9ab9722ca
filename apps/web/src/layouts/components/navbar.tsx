import MenuIcon from '@mui/icons-material/Menu';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';
import { NotificationsMenu } from '../../features/notifications';
import { SearchButton } from '../../features/search';
import { LanguageSwitcher } from '../../components/language-switcher';
import { Logo } from '../../components/logo';
import type { TShellConfig } from '../types';
import { ShortcutsMenu } from './shortcuts-menu';
import { ThemeSwitcher } from './theme-switcher';
import { UserMenu } from './user-menu';

/**
 * The navbar: the menu button (below 1279 px), the wordmark when no vertical menu shows it, search,
 * language, theme, shortcuts, notifications, appearance and the user menu. Sticky or static, with
 * an optional blur; a horizontal menu row may ride inside it.
 */
export function Navbar({
  shell,
  sticky,
  blur,
  showMenuButton,
  showLogo,
  onOpenMenu,
  onOpenCustomizer,
  below,
}: {
  shell: TShellConfig;
  sticky: boolean;
  blur: boolean;
  showMenuButton: boolean;
  showLogo: boolean;
  onOpenMenu: () => void;
  onOpenCustomizer: () => void;
  below?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <AppBar
      position={sticky ? 'sticky' : 'static'}
      sx={(theme) => ({
        insetBlockStart: 0,
        color: 'text.primary',
        borderBlockEnd: 1,
        borderColor: 'divider',
        bgcolor: blur ? alpha(theme.palette.background.paper, 0.82) : 'background.paper',
        ...(blur ? { backdropFilter: 'blur(8px)', WebkitBackdropFilter: 'blur(8px)' } : {}),
      })}
    >
      <Toolbar sx={{ gap: { xs: 0.25, sm: 0.75 }, px: { xs: 1, sm: 2, md: 3 } }}>
        {showMenuButton && (
          <IconButton edge="start" color="inherit" aria-label={t('nav.openMenu')} onClick={onOpenMenu}>
            <MenuIcon />
          </IconButton>
        )}
        {showLogo && (
          <Box
            component={RouterLink}
            to={paths.root()}
            sx={{ color: 'inherit', display: 'inline-flex', marginInlineEnd: { xs: 0.5, sm: 2 } }}
          >
            <Logo height={24} />
          </Box>
        )}
        <SearchButton pages={shell.pages} />
        <Box sx={{ flex: 1 }} />
        <Box sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
          <LanguageSwitcher compact />
        </Box>
        <Box sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
          <ThemeSwitcher />
        </Box>
        <ShortcutsMenu shortcuts={shell.shortcuts} />
        <NotificationsMenu />
        <IconButton
          color="inherit"
          aria-label={t('navbar.customizer')}
          onClick={onOpenCustomizer}
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          <TuneOutlined />
        </IconButton>
        <UserMenu onOpenCustomizer={onOpenCustomizer} />
      </Toolbar>
      {below}
    </AppBar>
  );
}
