import { issueEmailToken } from '../src/modules/auth/email-tokens';
import { notify } from '../src/modules/notifications/service';
import { createUser, uniqueEmail } from './helpers/accounts';
import { TEMPLATE_ADMIN_MATRIX_ROWS, USERS_MATRIX_ROWS } from './helpers/users-matrix';
import { INVITATIONS_MATRIX_ROWS } from './helpers/invitations-matrix';
import { adminOnly, everyone, ownerOnly, signedIn, type TMatrixRow } from './helpers/authorization';
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
  // invitations, templates, RSVP and wishes
  ...INVITATIONS_MATRIX_ROWS,
  // administration and the account's own settings
  ...USERS_MATRIX_ROWS,
  ...TEMPLATE_ADMIN_MATRIX_ROWS,
];
