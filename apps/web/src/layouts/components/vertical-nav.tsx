import ChevronLeft from '@mui/icons-material/ChevronLeft';
import Close from '@mui/icons-material/Close';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import { createElement, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { Logo } from '../../components/logo';
import { useSettings } from '../../lib/settings';
import { createAppTheme } from '../../lib/theme';
import { isActivePath } from '../nav-visibility';
import type { TNavGroupNode, TNavNode } from '../types';
import { NavLinkItem } from './nav-link-item';

import { VERTICAL_NAV_MINI_WIDTH, VERTICAL_NAV_WIDTH } from '../nav-sizes';

function NavGroup({ group, mini }: { group: TNavGroupNode; mini: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const containsActive = group.children.some((c) => isActivePath(c.to, pathname));
  const [open, setOpen] = useState(containsActive);
  const listId = useId();
  if (mini) return group.children.map((link) => <NavLinkItem key={link.key} link={link} mini />);
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        onClick={() => setOpen((v) => !v)}
        aria-expanded={open}
        aria-controls={listId}
        sx={{ borderRadius: 2, mx: 1.5, my: 0.25, minHeight: 42 }}
      >
        <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>
          {createElement(group.icon, { fontSize: 'small', 'aria-hidden': true } as object)}
        </ListItemIcon>
        <ListItemText
          primary={t(group.label)}
          slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 600 } } }}
        />
        {open ? <ExpandLess fontSize="small" aria-hidden /> : <ExpandMore fontSize="small" aria-hidden />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding>
          {group.children.map((link) => (
            <NavLinkItem key={link.key} link={link} nested />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

/** The semi-dark option paints the vertical menu dark while the page stays light. */
function SemiDark({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const outer = useTheme();
  const { skin, lightThemePrimaryColor, darkThemePrimaryColor } = useSettings();
  const dark = useMemo(
    () =>
      createAppTheme({
        mode: 'dark',
        skin,
        direction: outer.direction,
        brand: darkThemePrimaryColor ?? lightThemePrimaryColor,
      }),
    [skin, outer.direction, darkThemePrimaryColor, lightThemePrimaryColor],
  );
  return enabled && outer.palette.mode === 'light' ? (
    <ThemeProvider theme={dark}>{children}</ThemeProvider>
  ) : (
    children
  );
}

/**
 * The vertical menu: permanent (optionally collapsed to icons, widening while hovered or focused)
 * on wide screens, and an overlay drawer opened from the menu button below 1279 px.
 */
export default function VerticalNav({
  nav,
  overlay,
  open,
  onClose,
  collapsed,
  onToggleCollapsed,
  semiDark,
}: {
  nav: TNavNode[];
  overlay: boolean;
  open: boolean;
  onClose: () => void;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  semiDark: boolean;
}) {
  const { t } = useTranslation();
  const [peek, setPeek] = useState(false);
  const mini = !overlay && collapsed && !peek;
  const reserved = overlay ? 0 : collapsed ? VERTICAL_NAV_MINI_WIDTH : VERTICAL_NAV_WIDTH;

  const content = (
    <Box
      onMouseEnter={() => setPeek(true)}
      onMouseLeave={() => setPeek(false)}
      onFocus={() => setPeek(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPeek(false);
      }}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: mini ? 'center' : 'space-between',
          px: 2,
          minHeight: 64,
          color: 'text.primary',
        }}
      >
        <Box
          component={RouterLink}
          to={paths.root()}
          sx={{ color: 'inherit', display: 'inline-flex', overflow: 'hidden' }}
        >
          {mini ? (
            <Box component="span" role="img" sx={{ fontWeight: 800, fontSize: 24 }} aria-label={t('logoAlt')}>
              u
              <Box component="span" sx={{ color: 'secondary.main' }}>
                .
              </Box>
            </Box>
          ) : (
            <Logo />
          )}
        </Box>
        {overlay ? (
          <IconButton onClick={onClose} aria-label={t('nav.closeMenu')} color="inherit">
            <Close />
          </IconButton>
        ) : (
          !mini && (
            <IconButton
              onClick={onToggleCollapsed}
              aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
              aria-pressed={collapsed}
              color="inherit"
              size="small"
            >
              <ChevronLeft sx={{ transform: collapsed ? 'scaleX(-1)' : undefined }} />
            </IconButton>
          )
        )}
      </Box>
      <Box component="nav" aria-label={t('nav.main')} sx={{ overflowY: 'auto', flex: 1, pb: 2 }}>
        <List disablePadding>
          {nav.map((node) =>
            node.kind === 'link' ? (
              <NavLinkItem key={node.key} link={node} mini={mini} />
            ) : (
              <NavGroup key={node.key} group={node} mini={mini} />
            ),
          )}
        </List>
      </Box>
    </Box>
  );

  return (
    <SemiDark enabled={semiDark}>
      {overlay ? (
        <Drawer
          variant="temporary"
          open={open}
          onClose={onClose}
          ModalProps={{ keepMounted: true }}
          slotProps={{ paper: { sx: { width: VERTICAL_NAV_WIDTH, maxWidth: '85vw' } } }}
        >
          {content}
        </Drawer>
      ) : (
        <Drawer
          variant="permanent"
          sx={{ width: reserved, flexShrink: 0, transition: 'width 200ms' }}
          slotProps={{
            paper: {
              sx: {
                width: mini ? VERTICAL_NAV_MINI_WIDTH : VERTICAL_NAV_WIDTH,
                overflowX: 'hidden',
                transition: 'width 200ms',
                boxShadow: collapsed && peek ? 8 : 0,
              },
            },
          }}
        >
          {content}
        </Drawer>
      )}
    </SemiDark>
  );
}
