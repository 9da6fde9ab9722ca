import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { createElement, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { isActivePath } from '../nav-visibility';
import type { TNavGroupNode, TNavLink, TNavNode } from '../types';

const GroupPopper = lazy(() => import('./group-popper'));

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

/** A group opens its popover on hover, or by click and keyboard. */
function GroupMenu({ group }: { group: TNavGroupNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [open, setOpenState] = useState(false);
  // The popover's code loads when a group is first opened (hover, click or keyboard).
  const [requested, setRequested] = useState(false);
  const setOpen = (next: boolean | ((was: boolean) => boolean)) => {
    setRequested(true);
    setOpenState(next);
  };
  const [byKeyboard, setByKeyboard] = useState(false);
  // A mouse reaches the button (and opens the group by hover) before it clicks; that click must keep
  // the group open rather than toggle it shut.
  const openedByHover = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const menuId = useId();
  const active = group.children.some((c) => isActivePath(c.to, pathname));

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const hoverOpen = () => {
    clearTimeout(closeTimer.current);
    setByKeyboard(false);
    if (!open) openedByHover.current = true;
    setOpen(true);
  };
  const hoverClose = () => {
    closeTimer.current = setTimeout(() => {
      openedByHover.current = false;
      setOpen(false);
    }, 150);
  };
  const close = (focusButton: boolean) => {
    openedByHover.current = false;
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
          if (openedByHover.current) {
            openedByHover.current = false;
            setOpen(true);
          } else {
            setOpen((v) => !v);
          }
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
      {requested && (
        <Suspense fallback={null}>
          <GroupPopper
            group={group}
            menuId={menuId}
            open={open}
            anchor={anchor}
            byKeyboard={byKeyboard}
            close={close}
          />
        </Suspense>
      )}
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
        node.kind === 'link' ? (
          <TopLink key={node.key} link={node} />
        ) : (
          <GroupMenu key={node.key} group={node} />
        ),
      )}
    </Box>
  );
}
