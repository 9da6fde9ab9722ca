import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import ListItemIcon from '@mui/material/ListItemIcon';
import { createElement, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { HORIZONTAL_NAV_POPOVER_OFFSET } from '@undangin/shared/constants';
import { isActivePath } from '../nav-visibility';
import type { TNavGroupNode, TNavLink, TNavNode } from '../types';

const activeSx = {
  bgcolor: 'var(--undangin-brand)',
  color: 'var(--undangin-on-brand)',
  '&:hover': { bgcolor: 'var(--undangin-brand)' },
};

function TopLink({ link }: { link: TNavLink }) {
  const { t } = useTranslation();
  const active = isActivePath(link.to, useLocation().pathname);
  return (
    <Button
      component={RouterLink}
      to={link.to}
      color="inherit"
      aria-current={active ? 'page' : undefined}
      startIcon={createElement(link.icon, { 'aria-hidden': true } as object)}
      sx={{ px: 2, ...(active ? activeSx : {}) }}
    >
      {t(link.label)}
    </Button>
  );
}

/** A group opens as a popover 6 px below its button (spec §9), on hover or by click and keyboard. */
function GroupMenu({ group }: { group: TNavGroupNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const [byKeyboard, setByKeyboard] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const menuId = useId();
  const active = group.children.some((c) => isActivePath(c.to, pathname));

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const hoverOpen = () => {
    clearTimeout(closeTimer.current);
    setByKeyboard(false);
    setOpen(true);
  };
  const hoverClose = () => {
    closeTimer.current = setTimeout(() => setOpen(false), 150);
  };
  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) anchor?.focus();
  };

  return (
    <Box onMouseEnter={hoverOpen} onMouseLeave={hoverClose}>
      <Button
        ref={setAnchor}
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(e) => {
          setByKeyboard(e.detail === 0);
          setOpen((v) => !v);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setByKeyboard(true);
            setOpen(true);
          }
        }}
        startIcon={createElement(group.icon, { 'aria-hidden': true } as object)}
        endIcon={<ExpandMore aria-hidden />}
        sx={{ px: 2, ...(active ? activeSx : {}) }}
      >
        {t(group.label)}
      </Button>
      <Popper
        open={open}
        anchorEl={anchor}
        placement="bottom-start"
        modifiers={[{ name: 'offset', options: { offset: [0, HORIZONTAL_NAV_POPOVER_OFFSET] } }]}
        sx={{ zIndex: (theme) => theme.zIndex.appBar + 1 }}
      >
        <ClickAwayListener onClickAway={() => close(false)}>
          <Paper elevation={8} sx={{ minWidth: 220, py: 0.5 }}>
            <MenuList
              id={menuId}
              autoFocusItem={byKeyboard}
              onKeyDown={(e) => {
                if (e.key === 'Escape' || e.key === 'Tab') close(e.key === 'Escape');
              }}
            >
              {group.children.map((link) => {
                const current = isActivePath(link.to, pathname);
                return (
                  <MenuItem
                    key={link.key}
                    component={RouterLink}
                    to={link.to}
                    selected={current}
                    aria-current={current ? 'page' : undefined}
                    onClick={() => close(false)}
                  >
                    <ListItemIcon>{createElement(link.icon, { fontSize: 'small', 'aria-hidden': true } as object)}</ListItemIcon>
                    {t(link.label)}
                  </MenuItem>
                );
              })}
            </MenuList>
          </Paper>
        </ClickAwayListener>
      </Popper>
    </Box>
  );
}

/** The horizontal menu row of the default layout on wide screens. */
export function HorizontalNav({ nav }: { nav: TNavNode[] }) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('nav.main')}
      sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center', px: { xs: 2, md: 3 }, py: 1 }}
    >
      {nav.map((node) =>
        node.kind === 'link' ? <TopLink key={node.key} link={node} /> : <GroupMenu key={node.key} group={node} />,
      )}
    </Box>
  );
}
