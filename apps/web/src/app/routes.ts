import type { TNavGroup, TRouteDef } from './route-types';

/**
 * Every screen of the app in one table (seed-spec §2 plus design.md's Screens). The router, the
 * guard, the navigation menus and the page search all read it, so a route, its permission and its
 * menu entry cannot drift apart. Every page loads on demand.
 */
export const ROUTES: TRouteDef[] = [
  {
    id: 'root',
    path: '/',
    page: () => import('../features/dashboard/pages/dashboard-page'),
    meta: { title: 'dashboard:title', action: 'read', subject: 'dashboard' },
    nav: { label: 'dashboard:nav', icon: 'DashboardOutlined', order: 0 },
  },
  {
    id: 'access-control',
    path: '/access-control',
    page: () => import('../features/misc/pages/access-control-page'),
    meta: { title: 'misc:accessControl.title', action: 'read', subject: 'AclDemo' },
  },
  {
    id: 'forget-password',
    path: '/forget-password',
    page: () => import('../features/auth/pages/forget-password-page'),
    meta: { title: 'auth:forgot.title', layout: 'blank', unauthenticatedOnly: true },
  },
  {
    id: 'invitations',
    path: '/invitations',
    page: () => import('../features/invitations/pages/invitations-page'),
    meta: { title: 'invitations:title', action: 'read', subject: 'invitation' },
    nav: { label: 'invitations:nav', icon: 'EditNoteOutlined', group: 'invitation', order: 10 },
  },
  {
    id: 'invitation-editor',
    path: '/invitations/:id',
    page: () => import('../features/invitations/pages/invitation-editor-page'),
    meta: { title: 'invitations:editor.title', action: 'read', subject: 'invitation' },
  },
  {
    id: 'guests',
    path: '/guests',
    page: () => import('../features/guests/pages/guests-page'),
    meta: { title: 'guests:title', action: 'read', subject: 'guest' },
    nav: { label: 'guests:nav', icon: 'GroupsOutlined', group: 'invitation', order: 20 },
  },
  {
    id: 'guests-check-in',
    path: '/guests/check-in',
    page: () => import('../features/guests/pages/check-in-page'),
    meta: { title: 'guests:checkIn.title', action: 'read', subject: 'guest' },
  },
  {
    // Ushers hold no account: the secret in the link opens one invitation's check-in screen.
    id: 'usher-check-in',
    path: '/check-in/:token',
    page: () => import('../features/guests/pages/usher-check-in-page'),
    meta: { title: 'guests:checkIn.title', layout: 'blank', public: true },
  },
  {
    id: 'templates',
    path: '/templates',
    page: () => import('../features/templates/pages/templates-page'),
    meta: { title: 'templates:title', action: 'read', subject: 'template' },
    nav: { label: 'templates:nav', icon: 'CollectionsOutlined', group: 'invitation', order: 30 },
  },
  {
    id: 'login',
    path: '/login',
    page: () => import('../features/auth/pages/login-page'),
    meta: { title: 'auth:login.title', layout: 'blank', unauthenticatedOnly: true },
  },
  {
    id: 'mail-confirmed',
    path: '/mail-confirmed',
    page: () => import('../features/auth/pages/mail-confirmed-page'),
    meta: { title: 'auth:mailConfirmed.title', layout: 'blank', unauthenticatedOnly: true },
  },
  {
    id: 'not-authorized',
    path: '/not-authorized',
    aliases: ['/pages/misc/not-authorized'],
    page: () => import('../features/misc/pages/not-authorized-page'),
    meta: { title: 'misc:notAuthorized.title', layout: 'blank', public: true },
  },
  {
    id: 'packages',
    path: '/packages',
    page: () => import('../features/packages/pages/packages-page'),
    meta: { title: 'packages:title', action: 'read', subject: 'package' },
    nav: { label: 'packages:nav', icon: 'Inventory2Outlined', group: 'payment', order: 10 },
  },
  {
    id: 'transactions',
    path: '/transactions',
    page: () => import('../features/transactions/pages/transactions-page'),
    meta: { title: 'transactions:title', action: 'read', subject: 'transaksi' },
    nav: { label: 'transactions:nav', icon: 'ReceiptLongOutlined', group: 'payment', order: 20 },
  },
  {
    id: 'payments',
    path: '/payments',
    page: () => import('../features/payments/pages/payments-page'),
    meta: { title: 'payments:title', action: 'read', subject: 'dashboard' },
    nav: { label: 'payments:nav', icon: 'TaskAltOutlined', group: 'payment', order: 30 },
  },
  {
    id: 'payments-detail',
    path: '/payments/detail',
    page: () => import('../features/payments/pages/payment-detail-page'),
    meta: { title: 'payments:detail.title', action: 'read', subject: 'transaksi' },
  },
  {
    id: 'payments-history',
    path: '/payments/history',
    page: () => import('../features/payments/pages/payment-history-page'),
    meta: { title: 'payments:history.title', action: 'read', subject: 'transaksi' },
    nav: { label: 'payments:history.nav', icon: 'HistoryOutlined', group: 'payment', order: 40 },
  },
  {
    id: 'admin-invitations',
    path: '/admin/invitations',
    page: () => import('../features/invitations/pages/admin-invitations-page'),
    meta: { title: 'invitations:admin.title', action: 'read', subject: 'user' },
    nav: { label: 'invitations:admin.nav', icon: 'FactCheckOutlined', group: 'admin', order: 10 },
  },
  {
    id: 'admin-transactions',
    path: '/admin/transactions',
    page: () => import('../features/transactions/pages/admin-transactions-page'),
    meta: { title: 'transactions:admin.title', action: 'read', subject: 'user' },
    nav: { label: 'transactions:admin.nav', icon: 'RequestQuoteOutlined', group: 'admin', order: 20 },
  },
  {
    id: 'users',
    path: '/users',
    page: () => import('../features/users/pages/users-page'),
    meta: { title: 'users:title', action: 'read', subject: 'user' },
    nav: { label: 'users:nav', icon: 'ManageAccountsOutlined', group: 'admin', order: 30 },
  },
  {
    id: 'profile',
    path: '/profile',
    page: () => import('../features/profile/pages/profile-page'),
    meta: { title: 'profile:title', action: 'manage', subject: 'dashboard' },
  },
  {
    id: 'profile-password',
    path: '/profile-password',
    page: () => import('../features/profile/pages/profile-password-page'),
    meta: { title: 'profile:password.title', action: 'manage', subject: 'dashboard' },
  },
  {
    id: 'register',
    path: '/register',
    page: () => import('../features/auth/pages/register-page'),
    meta: { title: 'auth:register.title', layout: 'blank', unauthenticatedOnly: true },
  },
  {
    id: 'register-confirmed',
    path: '/register-confirmed',
    page: () => import('../features/auth/pages/register-confirmed-page'),
    meta: { title: 'auth:registerConfirmed.title', layout: 'blank', unauthenticatedOnly: true },
  },
  {
    id: 'reset-password',
    path: '/reset-password',
    page: () => import('../features/auth/pages/reset-password-page'),
    meta: { title: 'auth:reset.title', layout: 'blank', unauthenticatedOnly: true },
  },
  {
    // The spec's /:error(.*) catch-all, also reachable under /pages/misc/not-found/.
    id: 'not-found',
    path: '*',
    aliases: ['/pages/misc/not-found/*'],
    page: () => import('../features/misc/pages/not-found-page'),
    meta: { title: 'misc:notFound.title', layout: 'blank', public: true },
  },
];

export const NAV_GROUPS: TNavGroup[] = [
  { key: 'invitation', label: 'common:nav.groups.invitation', icon: 'DraftsOutlined' },
  { key: 'payment', label: 'common:nav.groups.payment', icon: 'PaymentsOutlined' },
  { key: 'admin', label: 'common:nav.groups.admin', icon: 'AdminPanelSettingsOutlined' },
];
