import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { isActivePath } from '../nav-visibility';
import type { TNavLink } from '../types';

/** One link of the vertical menu; the current page is marked for sight and for screen readers. */
export function NavLinkItem({
  link,
  mini = false,
  nested = false,
}: {
  link: TNavLink;
  mini?: boolean;
  nested?: boolean;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = isActivePath(link.to, pathname);
  const label = t(link.label);
  const button = (
    <ListItemButton
      component={RouterLink}
      to={link.to}
      selected={active}
      aria-current={active ? 'page' : undefined}
      aria-label={mini ? label : undefined}
      sx={{
        borderRadius: 2,
        mx: 1.5,
        my: 0.25,
        minHeight: 42,
        paddingInlineStart: nested && !mini ? 4 : 2,
        justifyContent: mini ? 'center' : 'flex-start',
        '&.Mui-selected, &.Mui-selected:hover': {
          bgcolor: 'var(--undangin-brand)',
          color: 'var(--undangin-on-brand)',
          '& .MuiListItemIcon-root': { color: 'inherit' },
        },
      }}
    >
      <ListItemIcon sx={{ minWidth: mini ? 0 : 36, color: 'inherit' }}>
        {createElement(link.icon, { fontSize: 'small', 'aria-hidden': true } as object)}
      </ListItemIcon>
      {!mini && (
        <ListItemText
          primary={label}
          slotProps={{ primary: { noWrap: true, variant: 'body2', sx: { fontWeight: 500 } } }}
        />
      )}
    </ListItemButton>
  );
  // Each entry is a list item of the menu's list, as screen readers expect.
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      {mini ? (
        <Tooltip title={label} placement="right">
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </ListItem>
  );
}
