import { issueEmailToken } from '../src/modules/auth/email-tokens';
import { notify } from '../src/modules/notifications/service';
import { createUser, uniqueEmail } from './helpers/accounts';
import { everyone, ownerOnly, signedIn, type TMatrixRow } from './helpers/authorization';

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
];
