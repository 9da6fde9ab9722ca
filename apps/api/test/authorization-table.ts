import { randomUUID } from 'node:crypto';
import { issueEmailToken } from '../src/modules/auth/email-tokens';
import { notify } from '../src/modules/notifications/service';
import { createUser, uniqueEmail } from './helpers/accounts';
import { TEMPLATE_ADMIN_MATRIX_ROWS, USERS_MATRIX_ROWS } from './helpers/users-matrix';
import { INVITATIONS_MATRIX_ROWS } from './helpers/invitations-matrix';
import {
  adminOnly,
  everyone,
  ownerOnly,
  signedIn,
  type TActor,
  type TMatrixRow,
  type TMatrixWorld,
} from './helpers/authorization';
import { matrixGuests, type TMatrixGuests } from './helpers/guests';
import { matrixScreen } from './helpers/screens';
import { GIFT_BOOK_MATRIX_ROWS } from './helpers/gift-book-matrix';
import {
  confirmationRequest,
  createBankAccountRow,
  createInvitation as createBillingInvitation,
  createPackageFor,
  ensureBankAccount,
  matrixPackage,
  packageByCode,
  purchaseFor,
} from './helpers/billing';

/**
 * The one table of who may call what (design.md, Tests: the authorization matrix). Every registered /api
 * route has exactly one row; authorization-matrix.test.ts fails for a route without one. Each area appends
 * its own section.
 */
export const AUTHORIZATION_TABLE: TMatrixRow[] = [
  // health
  { method: 'GET', route: '/api/health', expect: everyone(200) },
  { method: 'GET', route: '/api/ready', expect: everyone(200) },
  // Only the scraper's METRICS_TOKEN opens it: no session, not even an administrator's (metrics.test.ts).
  { method: 'GET', route: '/api/metrics', expect: everyone(401) },

  // documentation
  { method: 'GET', route: '/api/docs', expect: everyone(200) },
  { method: 'GET', route: '/api/docs/json', expect: everyone(200) },
  { method: 'GET', route: '/api/docs/yaml', expect: everyone(200) },
  // The UI lives at /api/docs; its static index only points there.
  { method: 'GET', route: '/api/docs/static/index.html', expect: everyone(302) },
  { method: 'GET', route: '/api/docs/static/swagger-initializer.js', expect: everyone(200) },
  {
    method: 'GET',
    route: '/api/docs/static/*',
    expect: everyone(200),
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
  },

  // accounts
  {
    method: 'POST',
    route: '/api/user/register',
    expect: everyone(201),
    request: () => ({
      payload: { name: 'Matriks', email: uniqueEmail('matrix'), password: 'Matriks-Akses-2025' },
    }),
  },
  {
    method: 'POST',
    route: '/api/user/email/verify',
    expect: everyone(200),
    request: async ({ ctx }) => {
      const user = await createUser(ctx, { verified: false });
      return { payload: { token: await issueEmailToken(ctx.app.db, user, 'verify_email', ctx.clock.now()) } };
    },
  },
  {
    method: 'POST',
    route: '/api/user/email/resend',
    expect: everyone(200),
    request: ({ owner }) => ({ payload: { email: owner.email } }),
  },
  {
    method: 'POST',
    route: '/api/user/login',
    expect: everyone(200),
    request: ({ owner }) => ({ payload: { email: owner.email, password: owner.password } }),
  },
  { method: 'POST', route: '/api/user/logout', expect: everyone(200) },
  {
    method: 'POST',
    route: '/api/user/forgot-password',
    expect: everyone(200),
    request: ({ owner }) => ({ payload: { email: owner.email } }),
  },
  {
    method: 'POST',
    route: '/api/user/reset-password',
    expect: everyone(200),
    request: async ({ ctx }) => {
      const user = await createUser(ctx);
      const token = await issueEmailToken(ctx.app.db, user, 'reset_password', ctx.clock.now());
      return { payload: { token, password: 'Password-Matriks-2025' } };
    },
  },
  { method: 'GET', route: '/api/user/me', expect: signedIn(200) },

  // dashboard and search: every signed-in user gets their own view
  { method: 'GET', route: '/api/dashboard', expect: signedIn(200) },
  {
    method: 'GET',
    route: '/api/search',
    expect: signedIn(200),
    request: () => ({ url: '/api/search?q=matriks' }),
  },

  // notifications
  { method: 'GET', route: '/api/notifications', expect: signedIn(200) },
  {
    method: 'POST',
    route: '/api/notifications/:id/read',
    expect: ownerOnly(200),
    request: async ({ ctx, owner }) => {
      const n = await notify(ctx.app.db, owner.id, { type: 'test', title: 'Matriks', body: '-' });
      return { url: `/api/notifications/${n.id}/read` };
    },
  },
  { method: 'POST', route: '/api/notifications/read-all', expect: signedIn(200) },
  // packages and bank accounts
  { method: 'GET', route: '/api/packages', expect: signedIn(200) },
  {
    method: 'POST',
    route: '/api/packages',
    expect: adminOnly(201),
    request: () => ({ payload: matrixPackage() }),
  },
  {
    method: 'PATCH',
    route: '/api/packages/:id',
    expect: adminOnly(200),
    request: async ({ ctx, admin }) => ({
      url: `/api/packages/${await createPackageFor(ctx, admin.id)}`,
      payload: { description: 'Diubah oleh matriks' },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/packages/:id',
    expect: adminOnly(200),
    request: async ({ ctx, admin }) => ({ url: `/api/packages/${await createPackageFor(ctx, admin.id)}` }),
  },
  { method: 'GET', route: '/api/bank-accounts', expect: signedIn(200) },
  {
    method: 'POST',
    route: '/api/bank-accounts',
    expect: adminOnly(201),
    request: () => ({
      payload: { bankName: 'BNI', accountNumber: '0123456789', accountHolder: 'PT Undangin' },
    }),
  },
  {
    method: 'PATCH',
    route: '/api/bank-accounts/:id',
    expect: adminOnly(200),
    request: async ({ ctx }) => ({
      url: `/api/bank-accounts/${await createBankAccountRow(ctx)}`,
      payload: { active: false },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/bank-accounts/:id',
    expect: adminOnly(200),
    request: async ({ ctx }) => ({ url: `/api/bank-accounts/${await createBankAccountRow(ctx)}` }),
  },
  {
    method: 'GET',
    route: '/api/invitations/:id/package',
    expect: { anonymous: 401, owner: 200, other: 404, admin: 200 },
    request: async ({ ctx, owner }) => ({
      url: `/api/invitations/${await createBillingInvitation(ctx, owner.id)}/package`,
    }),
  },

  // transactions
  { method: 'GET', route: '/api/transactions', expect: signedIn(200) },
  {
    // Only the invitation's owner buys for it; an administrator's purchase is for their own invitations.
    method: 'POST',
    route: '/api/transactions',
    expect: ownerOnly(201),
    request: async ({ ctx, owner }) => {
      await ensureBankAccount(ctx);
      const basic = await packageByCode(ctx, 'basic');
      return { payload: { invitationId: await createBillingInvitation(ctx, owner.id), packageId: basic.id } };
    },
  },
  {
    method: 'GET',
    route: '/api/transactions/:id',
    expect: { anonymous: 401, owner: 200, other: 404, admin: 200 },
    request: async ({ ctx, owner }) => ({
      url: `/api/transactions/${(await purchaseFor(ctx, owner.id)).transaction.id}`,
    }),
  },
  {
    // Administrators see the transaction but cancelling is the owner's decision.
    method: 'POST',
    route: '/api/transactions/:id/cancel',
    expect: { anonymous: 401, owner: 200, other: 404, admin: 403 },
    request: async ({ ctx, owner }) => ({
      url: `/api/transactions/${(await purchaseFor(ctx, owner.id)).transaction.id}/cancel`,
    }),
  },
  { method: 'GET', route: '/api/admin/transactions', expect: adminOnly(200) },
  {
    method: 'POST',
    route: '/api/admin/transactions/:id/approve',
    expect: adminOnly(200),
    request: async ({ ctx, owner }) => ({
      url: `/api/admin/transactions/${(await purchaseFor(ctx, owner.id, { confirmed: true })).transaction.id}/approve`,
    }),
  },
  {
    method: 'POST',
    route: '/api/admin/transactions/:id/reject',
    expect: adminOnly(200),
    request: async ({ ctx, owner }) => ({
      url: `/api/admin/transactions/${(await purchaseFor(ctx, owner.id, { confirmed: true })).transaction.id}/reject`,
      payload: { reason: 'Bukti transfer tidak terbaca' },
    }),
  },

  // payments
  {
    method: 'POST',
    route: '/api/transactions/:id/confirmations',
    expect: { anonymous: 401, owner: 201, other: 404, admin: 403 },
    request: async ({ ctx, owner }) => {
      const { transaction } = await purchaseFor(ctx, owner.id);
      const body = await confirmationRequest(ctx, transaction);
      return {
        url: `/api/transactions/${transaction.id}/confirmations`,
        payload: body.payload,
        headers: body.headers,
      };
    },
  },
  { method: 'GET', route: '/api/payments', expect: signedIn(200) },
  {
    method: 'GET',
    route: '/api/payments/:id',
    expect: { anonymous: 401, owner: 200, other: 404, admin: 200 },
    request: async ({ ctx, owner }) => ({
      url: `/api/payments/${(await purchaseFor(ctx, owner.id, { confirmed: true })).paymentId}`,
    }),
  },
  {
    method: 'GET',
    route: '/api/payments/:id/proof',
    expect: { anonymous: 401, owner: 200, other: 404, admin: 200 },
    request: async ({ ctx, owner }) => ({
      url: `/api/payments/${(await purchaseFor(ctx, owner.id, { confirmed: true })).paymentId}/proof`,
    }),
  },
  // guests: the owner and administrators; another user's invitation or guest is 404
  {
    method: 'GET',
    route: '/api/invitations/:id/guests',
    expect: guestsRow(200),
    request: async ({ ctx, owner }) => ({
      url: `/api/invitations/${(await matrixGuests(ctx, owner.id)).invitationId}/guests`,
    }),
  },
  {
    method: 'POST',
    route: '/api/invitations/:id/guests',
    expect: guestsRow(201),
    request: async ({ ctx, owner }) => ({
      url: `/api/invitations/${(await matrixGuests(ctx, owner.id)).invitationId}/guests`,
      payload: { name: 'Tamu Baru' },
    }),
  },
  {
    method: 'PATCH',
    route: '/api/guests/:guestId',
    expect: guestsRow(200),
    request: async ({ ctx, owner }) => ({
      url: `/api/guests/${(await matrixGuests(ctx, owner.id)).guestId}`,
      payload: { group: 'VIP' },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/guests/:guestId',
    expect: guestsRow(204),
    request: async ({ ctx, owner }) => ({
      url: `/api/guests/${(await matrixGuests(ctx, owner.id)).guestId}`,
    }),
  },
  {
    method: 'POST',
    route: '/api/invitations/:id/guests/bulk',
    expect: guestsRow(200),
    request: async ({ ctx, owner }) => {
      const { invitationId, guestId } = await matrixGuests(ctx, owner.id);
      return {
        url: `/api/invitations/${invitationId}/guests/bulk`,
        payload: { action: 'sent', ids: [guestId] },
      };
    },
  },
  {
    method: 'GET',
    route: '/api/invitations/:id/guests/stats',
    expect: guestsRow(200),
    request: async ({ ctx, owner }) => ({
      url: `/api/invitations/${(await matrixGuests(ctx, owner.id)).invitationId}/guests/stats`,
    }),
  },
  // the couple's RSVP questions: the guest list's permission, so the same reach
  {
    method: 'GET',
    route: '/api/invitations/:id/rsvp-questions',
    expect: guestsRow(200),
    request: async ({ ctx, owner }) => ({
      url: `/api/invitations/${(await matrixGuests(ctx, owner.id)).invitationId}/rsvp-questions`,
    }),
  },
  {
    method: 'PUT',
    route: '/api/invitations/:id/rsvp-questions',
    expect: guestsRow(200),
    request: async ({ ctx, owner }) => ({
      url: `/api/invitations/${(await matrixGuests(ctx, owner.id)).invitationId}/rsvp-questions`,
      payload: {
        questions: [
          {
            kind: 'single',
            label: { id: 'Menu' },
            required: true,
            per: 'person',
            options: [{ label: { id: 'Ayam' } }, { label: { id: 'Ikan' } }],
          },
        ],
      },
    }),
  },
  {
    method: 'POST',
    route: '/api/guests/:guestId/sent',
    expect: guestsRow(200),
    request: async ({ ctx, owner }) => ({
      url: `/api/guests/${(await matrixGuests(ctx, owner.id)).guestId}/sent`,
      payload: {},
    }),
  },
  {
    method: 'GET',
    route: '/api/invitations/:id/guests/messages',
    expect: guestsRow(200),
    request: async ({ ctx, owner }) => ({
      url: `/api/invitations/${(await matrixGuests(ctx, owner.id)).invitationId}/guests/messages`,
    }),
  },
  {
    method: 'PUT',
    route: '/api/invitations/:id/guests/messages',
    expect: guestsRow(200),
    request: async ({ ctx, owner }) => ({
      url: `/api/invitations/${(await matrixGuests(ctx, owner.id)).invitationId}/guests/messages`,
      payload: { invitation: 'Halo {nama} {link}', reminder: 'Ingat ya {nama}' },
    }),
  },
  {
    method: 'GET',
    route: '/api/invitations/:id/guests/export',
    expect: guestsRow(200),
    request: async ({ ctx, owner }) => ({
      url: `/api/invitations/${(await matrixGuests(ctx, owner.id)).invitationId}/guests/export?format=csv`,
    }),
  },
  {
    method: 'POST',
    route: '/api/invitations/:id/guests/export',
    expect: guestsRow(200),
    request: async ({ ctx, owner }) => {
      const { invitationId, guestId } = await matrixGuests(ctx, owner.id);
      return {
        url: `/api/invitations/${invitationId}/guests/export`,
        payload: { format: 'csv', ids: [guestId] },
      };
    },
  },
  {
    method: 'GET',
    route: '/api/invitations/:id/guests/cards.pdf',
    expect: guestsRow(200),
    request: async ({ ctx, owner }) => ({
      url: `/api/invitations/${(await matrixGuests(ctx, owner.id)).invitationId}/guests/cards.pdf`,
    }),
  },
  {
    method: 'POST',
    route: '/api/invitations/:id/guests/cards.pdf',
    expect: guestsRow(200),
    request: async ({ ctx, owner }) => {
      const { invitationId, guestId } = await matrixGuests(ctx, owner.id);
      return { url: `/api/invitations/${invitationId}/guests/cards.pdf`, payload: { ids: [guestId] } };
    },
  },
  {
    method: 'GET',
    route: '/api/invitations/:id/guests/import/template',
    expect: guestsRow(200),
    request: async ({ ctx, owner }) => ({
      url: `/api/invitations/${(await matrixGuests(ctx, owner.id)).invitationId}/guests/import/template`,
    }),
  },
  {
    method: 'POST',
    route: '/api/invitations/:id/guests/import',
    expect: guestsRow(200),
    request: async ({ ctx, owner }) => ({
      url: `/api/invitations/${(await matrixGuests(ctx, owner.id)).invitationId}/guests/import`,
      payload: { text: 'Budi\t0812 3456 7890' },
    }),
  },
  {
    method: 'POST',
    route: '/api/invitations/:id/guests/import/commit',
    expect: guestsRow(200),
    request: async ({ ctx, owner }) => ({
      url: `/api/invitations/${(await matrixGuests(ctx, owner.id)).invitationId}/guests/import/commit`,
      payload: { text: 'Budi\t0812 3456 7890' },
    }),
  },
  {
    method: 'GET',
    route: '/api/invitations/:id/guests/privacy',
    expect: guestsRow(200),
    request: async ({ ctx, owner }) => ({
      url: `/api/invitations/${(await matrixGuests(ctx, owner.id)).invitationId}/guests/privacy`,
    }),
  },
  {
    method: 'POST',
    route: '/api/invitations/:id/guests/privacy/extend',
    expect: guestsRow(200),
    request: async ({ ctx, owner }) => ({
      url: `/api/invitations/${(await matrixGuests(ctx, owner.id)).invitationId}/guests/privacy/extend`,
      payload: { days: 30 },
    }),
  },

  // check-in by the owner (and administrators), and the ushers' access they hand out
  {
    method: 'POST',
    route: '/api/guests/:guestId/check-in',
    expect: guestsRow(200),
    request: async ({ ctx, owner }) => ({
      url: `/api/guests/${(await matrixGuests(ctx, owner.id)).guestId}/check-in`,
      payload: { pax: 1 },
    }),
  },
  {
    method: 'POST',
    route: '/api/invitations/:id/check-in',
    expect: guestsRow(200),
    request: async ({ ctx, owner }) => {
      const { invitationId, code } = await matrixGuests(ctx, owner.id);
      return { url: `/api/invitations/${invitationId}/check-in`, payload: { code, pax: 1 } };
    },
  },
  {
    method: 'GET',
    route: '/api/invitations/:id/check-in/lookup',
    expect: guestsRow(200),
    request: async ({ ctx, owner }) => {
      const { invitationId, code } = await matrixGuests(ctx, owner.id);
      return { url: `/api/invitations/${invitationId}/check-in/lookup?code=${code}` };
    },
  },
  {
    method: 'GET',
    route: '/api/invitations/:id/check-in/guests',
    expect: guestsRow(200),
    request: async ({ ctx, owner }) => ({
      url: `/api/invitations/${(await matrixGuests(ctx, owner.id)).invitationId}/check-in/guests?q=tamu`,
    }),
  },
  {
    method: 'GET',
    route: '/api/invitations/:id/check-in/summary',
    expect: guestsRow(200),
    request: async ({ ctx, owner }) => ({
      url: `/api/invitations/${(await matrixGuests(ctx, owner.id)).invitationId}/check-in/summary`,
    }),
  },
  {
    method: 'POST',
    route: '/api/invitations/:id/check-in/walk-in',
    expect: guestsRow(201),
    request: async ({ ctx, owner }) => ({
      url: `/api/invitations/${(await matrixGuests(ctx, owner.id)).invitationId}/check-in/walk-in`,
      payload: { name: 'Tamu Dadakan', pax: 1 },
    }),
  },
  {
    method: 'POST',
    route: '/api/invitations/:id/check-in/guests/:guestId/souvenir',
    expect: guestsRow(200),
    request: async ({ ctx, owner }) => {
      const { invitationId, guestId } = await matrixGuests(ctx, owner.id);
      return { url: `/api/invitations/${invitationId}/check-in/guests/${guestId}/souvenir` };
    },
  },
  {
    method: 'GET',
    route: '/api/invitations/:id/ushers',
    expect: guestsRow(200),
    request: async ({ ctx, owner }) => ({
      url: `/api/invitations/${(await matrixGuests(ctx, owner.id)).invitationId}/ushers`,
    }),
  },
  {
    method: 'POST',
    route: '/api/invitations/:id/ushers',
    expect: guestsRow(201),
    request: async ({ ctx, owner }) => ({
      url: `/api/invitations/${(await matrixGuests(ctx, owner.id)).invitationId}/ushers`,
      payload: { name: 'Andi' },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/ushers/:usherId',
    expect: guestsRow(204),
    request: async ({ ctx, owner }) => ({
      url: `/api/ushers/${(await matrixGuests(ctx, owner.id)).usherId}`,
    }),
  },

  // Layar Sapa: the couple's greeting screen links (the screen itself opens by its link, outside /api)
  {
    method: 'GET',
    route: '/api/invitations/:id/screens',
    expect: guestsRow(200),
    request: async ({ ctx, owner }) => ({
      url: `/api/invitations/${(await matrixScreen(ctx, owner.id)).invitationId}/screens`,
    }),
  },
  {
    method: 'POST',
    route: '/api/invitations/:id/screens',
    expect: guestsRow(201),
    request: async ({ ctx, owner }) => ({
      url: `/api/invitations/${(await matrixScreen(ctx, owner.id)).invitationId}/screens`,
      payload: { name: 'Layar Aula' },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/screens/:screenId',
    expect: guestsRow(204),
    request: async ({ ctx, owner }) => ({
      url: `/api/screens/${(await matrixScreen(ctx, owner.id)).screenId}`,
    }),
  },

  // the usher's screen: no account, the access's secret opens one invitation whoever holds the phone
  ...usherRows(),
  // Buku Kondangan: the couple's book, the usher's door entry and the guest's own report
  ...GIFT_BOOK_MATRIX_ROWS,
  // administration and the account's own settings
  ...USERS_MATRIX_ROWS,
  ...TEMPLATE_ADMIN_MATRIX_ROWS,
  // invitations, templates, RSVP and wishes
  ...INVITATIONS_MATRIX_ROWS,
];

/** The owner's guests and check-in routes: administrators too; another user finds nothing (404). */
function guestsRow(status: number): Record<TActor, number> {
  return { anonymous: 401, owner: status, other: 404, admin: status };
}

/**
 * The usher routes answer the access's secret, not the account: with a valid secret every caller is
 * the usher (200), and without one everybody is refused (check-in.test.ts covers the refusals).
 */
function usherRows(): TMatrixRow[] {
  const usher = async (
    { ctx, owner }: TMatrixWorld,
    url: (g: TMatrixGuests) => string,
    payload?: (g: TMatrixGuests) => unknown,
  ) => {
    const g = await matrixGuests(ctx, owner.id);
    return { url: url(g), payload: payload?.(g), headers: { 'x-usher-token': g.usherToken } };
  };
  return [
    {
      method: 'GET',
      route: '/api/usher/session',
      expect: everyone(200),
      request: (w) => usher(w, () => '/api/usher/session'),
    },
    {
      method: 'GET',
      route: '/api/usher/guests',
      expect: everyone(200),
      request: (w) => usher(w, () => '/api/usher/guests?q=tamu'),
    },
    {
      method: 'GET',
      route: '/api/usher/lookup',
      expect: everyone(200),
      request: (w) => usher(w, (g) => `/api/usher/lookup?code=${g.code}`),
    },
    {
      method: 'POST',
      route: '/api/usher/check-in',
      expect: everyone(200),
      request: (w) =>
        usher(
          w,
          () => '/api/usher/check-in',
          (g) => ({ code: g.code, pax: 1 }),
        ),
    },
    {
      method: 'POST',
      route: '/api/usher/guests/:guestId/check-in',
      expect: everyone(200),
      request: (w) =>
        usher(
          w,
          (g) => `/api/usher/guests/${g.guestId}/check-in`,
          () => ({ pax: 1 }),
        ),
    },
    {
      method: 'GET',
      route: '/api/usher/summary',
      expect: everyone(200),
      request: (w) => usher(w, () => '/api/usher/summary'),
    },
    {
      method: 'POST',
      route: '/api/usher/walk-in',
      expect: everyone(201),
      request: (w) =>
        usher(
          w,
          () => '/api/usher/walk-in',
          () => ({ name: 'Tamu Dadakan', pax: 1 }),
        ),
    },
    {
      method: 'POST',
      route: '/api/usher/guests/:guestId/souvenir',
      expect: everyone(200),
      request: (w) => usher(w, (g) => `/api/usher/guests/${g.guestId}/souvenir`),
    },
    {
      method: 'GET',
      route: '/api/usher/roster',
      expect: everyone(200),
      request: (w) => usher(w, () => '/api/usher/roster'),
    },
    {
      method: 'POST',
      route: '/api/usher/sync',
      expect: everyone(200),
      request: (w) =>
        usher(
          w,
          () => '/api/usher/sync',
          (g) => ({
            operations: [
              {
                id: randomUUID(),
                at: new Date().toISOString(),
                type: 'check-in',
                guestId: g.guestId,
                pax: 1,
              },
            ],
          }),
        ),
    },
    // The installed app's manifest names the link only: it is served whoever asks, the token unread.
    {
      method: 'GET',
      route: '/api/usher/manifest/:token',
      expect: everyone(200),
      request: async (w) => ({
        url: `/api/usher/manifest/${(await matrixGuests(w.ctx, w.owner.id)).usherToken}`,
      }),
    },
  ];
}
