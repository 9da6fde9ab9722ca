import { pages as auth } from '../features/auth';
import { pages as dashboard } from '../features/dashboard';
import { pages as guests } from '../features/guests';
import { pages as invitations } from '../features/invitations';
import { pages as misc } from '../features/misc';
import { pages as packages } from '../features/packages';
import { pages as payments } from '../features/payments';
import { pages as profile } from '../features/profile';
import { pages as transactions } from '../features/transactions';
import { pages as users } from '../features/users';
import { ROUTE_PATHS } from '../lib/paths';
import type { TNavGroup, TRouteDef } from './route-types';

/**
 * Every screen of the app in one table (seed-spec §2 plus design.md's Screens). The router, the
 * guard, the navigation menus and the page search all read it, so a route, its permission and its
 * menu entry cannot drift apart. Every page loads on demand (each feature's door lists its pages as
 * loaders, so the code splitting stays), with the strings it names in `ns`; a
 * title or menu label lives in locales/<lang>/nav.json under the route's id.
 */
export const ROUTES: TRouteDef[] = [
  {
    id: 'root',
    path: ROUTE_PATHS.root,
    page: dashboard.dashboard,
    ns: ['dashboard', 'page-end'],
    lean: true,
    meta: { title: 'nav:titles.root', action: 'read', subject: 'dashboard' },
    nav: { label: 'nav:menu.root', icon: 'DashboardOutlined', order: 0 },
  },
  {
    id: 'access-control',
    path: ROUTE_PATHS.accessControl,
    page: misc.accessControl,
    meta: { title: 'nav:titles.access-control', action: 'read', subject: 'acldemo' },
  },
  {
    id: 'forget-password',
    path: ROUTE_PATHS.forgetPassword,
    page: auth.forgetPassword,
    ns: ['auth'],
    lean: true,
    meta: { title: 'nav:titles.forget-password', layout: 'blank', unauthenticatedOnly: true },
  },
  {
    id: 'invitations',
    path: ROUTE_PATHS.invitations,
    page: invitations.invitations,
    ns: ['invitations'],
    meta: { title: 'nav:titles.invitations', action: 'read', subject: 'invitation' },
    nav: { label: 'nav:menu.invitations', icon: 'EditNoteOutlined', group: 'invitation', order: 10 },
  },
  {
    id: 'invitation-editor',
    path: ROUTE_PATHS.invitationEditor,
    page: invitations.editor,
    ns: ['invitations', 'page-end'],
    meta: { title: 'nav:titles.invitation-editor', action: 'read', subject: 'invitation' },
  },
  {
    id: 'guests',
    path: ROUTE_PATHS.guests,
    page: guests.guests,
    ns: ['guests', 'gifts'],
    meta: { title: 'nav:titles.guests', action: 'read', subject: 'guest' },
    nav: { label: 'nav:menu.guests', icon: 'GroupsOutlined', group: 'invitation', order: 20 },
  },
  {
    id: 'guests-check-in',
    path: ROUTE_PATHS.guestsCheckIn,
    page: guests.checkIn,
    ns: ['guests', 'gifts'],
    meta: { title: 'nav:titles.guests-check-in', action: 'read', subject: 'guest' },
  },
  {
    id: 'gift-book',
    path: ROUTE_PATHS.giftBook,
    page: guests.giftBook,
    ns: ['guests', 'gifts'],
    // Reached from Kelola Tamu, as Check-in Tamu is: the seed's navigation stays as the spec names it.
    meta: { title: 'nav:titles.gift-book', action: 'read', subject: 'guest' },
  },
  {
    // Ushers hold no account: the secret in the link opens one invitation's check-in screen.
    id: 'usher-check-in',
    path: ROUTE_PATHS.usherCheckIn,
    page: guests.usherCheckIn,
    ns: ['guests', 'gifts'],
    meta: { title: 'nav:titles.usher-check-in', layout: 'blank', public: true },
  },
  {
    id: 'templates',
    path: ROUTE_PATHS.templates,
    page: invitations.templates,
    ns: ['templates', 'users'],
    meta: { title: 'nav:titles.templates', action: 'read', subject: 'template' },
    nav: { label: 'nav:menu.templates', icon: 'CollectionsOutlined', group: 'invitation', order: 30 },
  },
  {
    id: 'login',
    path: ROUTE_PATHS.login,
    page: auth.login,
    ns: ['auth'],
    lean: true,
    meta: { title: 'nav:titles.login', layout: 'blank', unauthenticatedOnly: true },
  },
  {
    id: 'mail-confirmed',
    path: ROUTE_PATHS.mailConfirmed,
    page: auth.mailConfirmed,
    ns: ['auth'],
    lean: true,
    meta: { title: 'nav:titles.mail-confirmed', layout: 'blank', unauthenticatedOnly: true },
  },
  {
    id: 'not-authorized',
    path: ROUTE_PATHS.notAuthorized,
    aliases: ['/pages/misc/not-authorized'],
    page: misc.notAuthorized,
    lean: true,
    meta: { title: 'nav:titles.not-authorized', layout: 'blank', public: true },
  },
  {
    id: 'packages',
    path: ROUTE_PATHS.packages,
    page: packages.packages,
    ns: ['billing', 'packages'],
    meta: { title: 'nav:titles.packages', action: 'read', subject: 'package' },
    nav: { label: 'nav:menu.packages', icon: 'Inventory2Outlined', group: 'payment', order: 10 },
  },
  {
    id: 'transactions',
    path: ROUTE_PATHS.transactions,
    page: transactions.transactions,
    ns: ['billing', 'transactions'],
    meta: { title: 'nav:titles.transactions', action: 'read', subject: 'transaksi' },
    nav: { label: 'nav:menu.transactions', icon: 'ReceiptLongOutlined', group: 'payment', order: 20 },
  },
  {
    id: 'payments',
    path: ROUTE_PATHS.payments,
    page: payments.payments,
    ns: ['billing', 'payments'],
    meta: { title: 'nav:titles.payments', action: 'read', subject: 'dashboard' },
    nav: { label: 'nav:menu.payments', icon: 'TaskAltOutlined', group: 'payment', order: 30 },
  },
  {
    id: 'payments-detail',
    path: ROUTE_PATHS.paymentDetail,
    page: payments.detail,
    ns: ['billing', 'payments'],
    meta: { title: 'nav:titles.payments-detail', action: 'read', subject: 'transaksi' },
  },
  {
    id: 'payments-history',
    path: ROUTE_PATHS.paymentHistory,
    page: payments.history,
    ns: ['billing', 'payments'],
    meta: { title: 'nav:titles.payments-history', action: 'read', subject: 'transaksi' },
    nav: { label: 'nav:menu.payments-history', icon: 'HistoryOutlined', group: 'payment', order: 40 },
  },
  {
    id: 'admin-invitations',
    path: ROUTE_PATHS.adminInvitations,
    page: invitations.admin,
    ns: ['invitations', 'users'],
    meta: { title: 'nav:titles.admin-invitations', action: 'read', subject: 'user' },
    nav: { label: 'nav:menu.admin-invitations', icon: 'FactCheckOutlined', group: 'admin', order: 10 },
  },
  {
    id: 'admin-transactions',
    path: ROUTE_PATHS.adminTransactions,
    page: transactions.admin,
    ns: ['billing', 'transactions'],
    meta: { title: 'nav:titles.admin-transactions', action: 'read', subject: 'user' },
    nav: { label: 'nav:menu.admin-transactions', icon: 'RequestQuoteOutlined', group: 'admin', order: 20 },
  },
  {
    id: 'users',
    path: ROUTE_PATHS.users,
    page: users.users,
    ns: ['users'],
    meta: { title: 'nav:titles.users', action: 'read', subject: 'user' },
    nav: { label: 'nav:menu.users', icon: 'ManageAccountsOutlined', group: 'admin', order: 30 },
  },
  {
    id: 'profile',
    path: ROUTE_PATHS.profile,
    page: profile.profile,
    ns: ['auth', 'profile'],
    meta: { title: 'nav:titles.profile', action: 'manage', subject: 'dashboard' },
  },
  {
    id: 'profile-password',
    path: ROUTE_PATHS.profilePassword,
    page: profile.password,
    ns: ['auth', 'profile'],
    meta: { title: 'nav:titles.profile-password', action: 'manage', subject: 'dashboard' },
  },
  {
    id: 'register',
    path: ROUTE_PATHS.register,
    page: auth.register,
    ns: ['auth'],
    lean: true,
    meta: { title: 'nav:titles.register', layout: 'blank', unauthenticatedOnly: true },
  },
  {
    id: 'register-confirmed',
    path: ROUTE_PATHS.registerConfirmed,
    page: auth.registerConfirmed,
    ns: ['auth'],
    lean: true,
    meta: { title: 'nav:titles.register-confirmed', layout: 'blank', unauthenticatedOnly: true },
  },
  {
    id: 'reset-password',
    path: ROUTE_PATHS.resetPassword,
    page: auth.resetPassword,
    ns: ['auth'],
    lean: true,
    meta: { title: 'nav:titles.reset-password', layout: 'blank', unauthenticatedOnly: true },
  },
  {
    // The spec's /:error(.*) catch-all, also reachable under /pages/misc/not-found/.
    id: 'not-found',
    path: ROUTE_PATHS.notFound,
    aliases: ['/pages/misc/not-found/*'],
    page: misc.notFound,
    lean: true,
    meta: { title: 'nav:titles.not-found', layout: 'blank', public: true },
  },
];

export const NAV_GROUPS: TNavGroup[] = [
  { key: 'invitation', label: 'common:nav.groups.invitation', icon: 'DraftsOutlined' },
  { key: 'payment', label: 'common:nav.groups.payment', icon: 'PaymentsOutlined' },
  { key: 'admin', label: 'common:nav.groups.admin', icon: 'AdminPanelSettingsOutlined' },
];
