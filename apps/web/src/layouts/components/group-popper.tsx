import ListItemIcon from '@mui/material/ListItemIcon';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { HORIZONTAL_NAV_POPOVER_OFFSET } from '@undangin/shared/constants';
import { isActivePath } from '../nav-visibility';
import type { TNavGroupNode } from '../types';

/** A horizontal group's popover, 6 px below its button (spec §9); loaded on first open. */
export default function GroupPopper({
  group,
  menuId,
  open,
  anchor,
  byKeyboard,
  close,
}: {
  group: TNavGroupNode;
  menuId: string;
  open: boolean;
  anchor: HTMLElement | null;
  byKeyboard: boolean;
  close: (focusButton: boolean) => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Popper
      open={open}
      anchorEl={anchor}
      placement="bottom-start"
      modifiers={[{ name: 'offset', options: { offset: [0, HORIZONTAL_NAV_POPOVER_OFFSET] } }]}
      sx={{ zIndex: (theme) => theme.zIndex.appBar + 1 }}
    >
      {/* The group's own button toggles the popover itself; a click on it is not a click away. */}
      <ClickAwayListener
        onClickAway={(event) => {
          if (!(event.target instanceof Node && anchor?.contains(event.target))) close(false);
        }}
      >
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
                  <ListItemIcon>
                    {createElement(link.icon, { fontSize: 'small', 'aria-hidden': true } as object)}
                  </ListItemIcon>
                  {t(link.label)}
                </MenuItem>
              );
            })}
          </MenuList>
        </Paper>
      </ClickAwayListener>
    </Popper>
  );
}
