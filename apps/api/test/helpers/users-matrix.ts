import { asc, eq } from 'drizzle-orm';
import { templates, users } from '../../src/db/schema';
import { issueEmailToken } from '../../src/modules/auth/email-tokens';
import { createUser, uniqueEmail } from './accounts';
import { adminOnly, everyone, signedIn, type TMatrixRow } from './authorization';
import { avatarUpload, photo } from './profile';

/**
 * The authorization matrix rows of administration (users, audit log) and of the account's own settings.
 * Calls that would change the shared accounts for later rows (a suspension, a new password, a deleted
 * account) act on fresh accounts or are refused for a wrong password, after authorization passed.
 */
export const USERS_MATRIX_ROWS: TMatrixRow[] = [
  // administration
  { method: 'GET', route: '/api/users', expect: adminOnly(200) },
  {
    method: 'GET',
    route: '/api/users/:id',
    expect: adminOnly(200),
    request: ({ owner }) => ({ url: `/api/users/${owner.id}` }),
  },
  {
    method: 'PATCH',
    route: '/api/users/:id',
    expect: adminOnly(200),
    request: ({ owner }) => ({ url: `/api/users/${owner.id}`, payload: { role: 'user' } }),
  },
  {
    method: 'POST',
    route: '/api/users/:id/suspend',
    expect: adminOnly(200),
    request: async ({ ctx }) => ({
      url: `/api/users/${(await createUser(ctx)).id}/suspend`,
      payload: { reason: 'Matriks akses' },
    }),
  },
  {
    method: 'POST',
    route: '/api/users/:id/activate',
    expect: adminOnly(200),
    request: async ({ ctx }) => {
      const { id } = await createUser(ctx);
      await ctx.app.db.update(users).set({ status: 'suspended' }).where(eq(users.id, id));
      return { url: `/api/users/${id}/activate` };
    },
  },
  {
    method: 'POST',
    route: '/api/users/:id/resend-confirmation',
    expect: adminOnly(200),
    request: async ({ ctx }) => ({
      url: `/api/users/${(await createUser(ctx, { verified: false })).id}/resend-confirmation`,
    }),
  },
  { method: 'GET', route: '/api/audit-log', expect: adminOnly(200) },
  { method: 'GET', route: '/api/audit-log/export', expect: adminOnly(200) },

  // the account's own settings
  { method: 'GET', route: '/api/user/profile', expect: signedIn(200) },
  {
    // A new address is only requested, so every caller's account keeps its e-mail. It asks for the
    // caller's own password: the owner's, sent by anyone else, is the wrong one (422).
    method: 'PUT',
    route: '/api/user/profile',
    expect: { anonymous: 401, owner: 200, other: 422, admin: 422 },
    request: ({ owner }) => ({
      payload: {
        name: 'Pengguna Matriks',
        email: uniqueEmail('matrix-profile'),
        phone: null,
        language: 'id',
        currentPassword: owner.password,
      },
    }),
  },
  {
    // The owner's link to their own current address: confirming it changes nothing for later rows.
    method: 'POST',
    route: '/api/user/email/change',
    expect: { anonymous: 401, other: 422, admin: 422, owner: 200 },
    request: async ({ ctx, owner }) => ({
      payload: { token: await issueEmailToken(ctx.app.db, owner, 'change_email', ctx.clock.now()) },
    }),
  },
  {
    method: 'PUT',
    route: '/api/user/password',
    expect: signedIn(422),
    request: () => ({
      payload: {
        currentPassword: 'bukan-password-ini',
        password: 'Matriks-Baru-2031',
        passwordConfirmation: 'Matriks-Baru-2031',
      },
    }),
  },
  {
    method: 'POST',
    route: '/api/user/avatar',
    expect: signedIn(200),
    request: async () => avatarUpload(await photo(120, 90)),
  },
  { method: 'DELETE', route: '/api/user/avatar', expect: signedIn(200) },
  {
    method: 'GET',
    route: '/api/files/avatars/:file',
    expect: everyone(200),
    request: async ({ ctx }) => {
      const key = `avatars/${'0'.repeat(31)}1.webp`;
      await ctx.app.storage.put(key, await photo(16, 16), 'image/webp');
      return { url: `/api/files/${key}` };
    },
  },
  { method: 'GET', route: '/api/user/export', expect: signedIn(200) },
  {
    method: 'DELETE',
    route: '/api/user',
    expect: signedIn(422),
    request: () => ({ payload: { password: 'bukan-password-ini' } }),
  },
];

/** Template administration beyond create, edit and delete (modules/templates/admin.ts). */
export const TEMPLATE_ADMIN_MATRIX_ROWS: TMatrixRow[] = [
  { method: 'GET', route: '/api/templates/options', expect: adminOnly(200) },
  {
    method: 'POST',
    route: '/api/templates/reorder',
    expect: adminOnly(200),
    request: async ({ ctx }) => {
      const rows = await ctx.app.db
        .select({ id: templates.id })
        .from(templates)
        .orderBy(asc(templates.sortOrder));
      return { payload: { ids: rows.map((row) => row.id) } };
    },
  },
  {
    method: 'POST',
    route: '/api/templates/:id/thumbnail',
    expect: adminOnly(200),
    request: async ({ ctx }) => {
      const [row] = await ctx.app.db.select({ id: templates.id }).from(templates).limit(1);
      return { url: `/api/templates/${row!.id}/thumbnail`, ...avatarUpload(await photo(90, 120)) };
    },
  },
  {
    method: 'DELETE',
    route: '/api/templates/:id/thumbnail',
    expect: adminOnly(200),
    request: async ({ ctx }) => {
      const [row] = await ctx.app.db.select({ id: templates.id }).from(templates).limit(1);
      return { url: `/api/templates/${row!.id}/thumbnail` };
    },
  },
  {
    method: 'GET',
    route: '/api/files/template-thumbnails/:file',
    expect: everyone(200),
    request: async ({ ctx }) => {
      const key = `template-thumbnails/${'0'.repeat(31)}2.webp`;
      await ctx.app.storage.put(key, await photo(16, 16), 'image/webp');
      return { url: `/api/files/${key}` };
    },
  },
];
