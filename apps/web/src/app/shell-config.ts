import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import SendOutlined from '@mui/icons-material/SendOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import type { ComponentType } from 'react';
import { paths } from '../lib/paths';
import { NAV_ICONS } from '../layouts/nav-icons';
import type { TNavLink, TNavNode, TShellConfig } from '../layouts/types';
import type { TRouteDef } from './route-types';
import { NAV_GROUPS, ROUTES } from './routes';

function routeById(id: string): TRouteDef {
  const route = ROUTES.find((r) => r.id === id);
  if (!route) throw new Error(`Unknown route ${id}`);
  return route;
}

function linkTo(route: TRouteDef, label: string, icon: ComponentType, to = route.path): TNavLink {
  return {
    kind: 'link',
    key: route.id,
    label,
    to,
    icon,
    action: route.meta.action,
    subject: route.meta.subject,
  };
}

/** The menu: top-level entries and groups, each in its order, all from the route table. */
export function buildNav(routes: TRouteDef[]): TNavNode[] {
  const entries = routes
    .flatMap((r) => (r.nav ? [{ route: r, nav: r.nav }] : []))
    .sort((a, b) => a.nav.order - b.nav.order);
  const link = ({ route, nav }: (typeof entries)[number]) => linkTo(route, nav.label, NAV_ICONS[nav.icon]);
  const top: TNavNode[] = entries.filter((e) => !e.nav.group).map(link);
  const groups: TNavNode[] = NAV_GROUPS.map((g) => ({
    kind: 'group' as const,
    key: g.key,
    label: g.label,
    icon: NAV_ICONS[g.icon],
    children: entries.filter((e) => e.nav.group === g.key).map(link),
  }));
  return [...top, ...groups];
}

/** Screens of the default layout without route parameters: what the page search can open. */
export function searchablePages(routes: TRouteDef[]) {
  return routes
    .filter(
      (r) => (r.meta.layout ?? 'default') === 'default' && !r.path.includes(':') && !r.path.includes('*'),
    )
    .map((r) => ({
      key: r.id,
      title: r.meta.title,
      to: r.path,
      icon: r.nav && NAV_ICONS[r.nav.icon],
      action: r.meta.action,
      subject: r.meta.subject,
    }));
}

const shortcut = (key: string, routeId: string, icon: ComponentType, to?: string): TNavLink => ({
  ...linkTo(routeById(routeId), `common:shortcuts.${key}`, icon, to),
  key,
});

/**
 * The navbar's shortcuts (issue 3). Each takes the permission of the screen it opens; the guests
 * screen reads `action` to open its add, import or send dialog.
 */
export const SHORTCUTS: TNavLink[] = [
  shortcut('createInvitation', 'invitations', AddCircleOutlined, paths.invitations({ create: true })),
  shortcut('addGuest', 'guests', PersonAddAlt1Outlined, paths.guests({ action: 'add' })),
  shortcut('importGuests', 'guests', UploadFileOutlined, paths.guests({ action: 'import' })),
  shortcut('sendInvitation', 'guests', SendOutlined, paths.guests({ action: 'send' })),
  shortcut('checkIn', 'guests-check-in', QrCodeScanner),
  shortcut('confirmPayment', 'payments', TaskAltOutlined),
];

export const SHELL: TShellConfig = {
  nav: buildNav(ROUTES),
  pages: searchablePages(ROUTES),
  shortcuts: SHORTCUTS,
};
