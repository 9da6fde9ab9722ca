/**
 * Every in-app path, once. The route table (app/routes.ts) declares its routes with these patterns,
 * and screens link through `paths` below, so a link cannot point where no route is. It lives in lib
 * because features link to each other's screens and may not import the app that composes them.
 */
export const ROUTE_PATHS = {
  root: '/',
  accessControl: '/access-control',
  forgetPassword: '/forget-password',
  invitations: '/invitations',
  invitationEditor: '/invitations/:id',
  guests: '/guests',
  guestsCheckIn: '/guests/check-in',
  giftBook: '/gift-book',
  usherCheckIn: '/check-in/:token',
  templates: '/templates',
  login: '/login',
  mailConfirmed: '/mail-confirmed',
  notAuthorized: '/not-authorized',
  packages: '/packages',
  transactions: '/transactions',
  payments: '/payments',
  paymentDetail: '/payments/detail',
  paymentHistory: '/payments/history',
  adminInvitations: '/admin/invitations',
  adminTransactions: '/admin/transactions',
  users: '/users',
  profile: '/profile',
  profilePassword: '/profile-password',
  register: '/register',
  registerConfirmed: '/register-confirmed',
  resetPassword: '/reset-password',
  notFound: '*',
} as const;

/** The path with a query string from the values that are set, in the order given. */
function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return search ? `${path}?${search}` : path;
}

/** Where a link goes, with the parameters and the query each screen reads. */
export const paths = {
  root: () => ROUTE_PATHS.root,
  login: () => ROUTE_PATHS.login,
  register: () => ROUTE_PATHS.register,
  registerConfirmed: () => ROUTE_PATHS.registerConfirmed,
  forgetPassword: () => ROUTE_PATHS.forgetPassword,
  profile: () => ROUTE_PATHS.profile,
  profilePassword: () => ROUTE_PATHS.profilePassword,
  /** `create` opens the new-invitation dialog, with `template` chosen in it. */
  invitations: (query: { create?: boolean; template?: string } = {}) =>
    withQuery(ROUTE_PATHS.invitations, {
      new: query.create ? '1' : undefined,
      template: query.template,
    }),
  invitationEditor: (id: string) => ROUTE_PATHS.invitationEditor.replace(':id', encodeURIComponent(id)),
  /** `action` opens the guest list's add, import or send step. */
  guests: (query: { action?: 'add' | 'import' | 'send' } = {}) => withQuery(ROUTE_PATHS.guests, query),
  guestsCheckIn: (invitationId: string) => withQuery(ROUTE_PATHS.guestsCheckIn, { invitation: invitationId }),
  giftBook: (invitationId: string) => withQuery(ROUTE_PATHS.giftBook, { invitation: invitationId }),
  /** `invitationId` is the invitation chosen to extend or upgrade. */
  packages: (query: { invitationId?: string } = {}) => withQuery(ROUTE_PATHS.packages, query),
  /** `transactionId` is the transfer to confirm. */
  payments: (query: { transactionId?: string } = {}) => withQuery(ROUTE_PATHS.payments, query),
  paymentDetail: (id: string) => withQuery(ROUTE_PATHS.paymentDetail, { id }),
  paymentHistory: () => ROUTE_PATHS.paymentHistory,
  user: (id: string) => withQuery(ROUTE_PATHS.users, { id }),
};
