import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODES, jakartaDate, SESSION_ENDED_MESSAGE, ZUserDetail, ZUserList } from '@undangin/shared';
import { auditLog, invitations, users } from '../src/db/schema';
import { createUser, findAdmin, login, mailsTo, tokenInMail } from './helpers/accounts';
import { createTestContext, TEST_ADMIN, type TTestContext } from './helpers/app';

describe('Manage User', () => {
  let ctx: TTestContext;
  let adminToken: string;

  const loginToken = async (email: string, password: string) => {
    const res = await login(ctx, email, password);
    expect(res.statusCode).toBe(200);
    return res.json().accessToken as string;
  };
  const get = (url: string, token?: string) => ctx.request({ method: 'GET', url, token });
  const post = (url: string, token?: string, payload?: object) =>
    ctx.request({ method: 'POST', url, token, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  beforeEach(async () => {
    await ctx.reset();
    adminToken = await loginToken(TEST_ADMIN.email, TEST_ADMIN.password);
  });
  afterAll(() => ctx.close());

  it('lists users paged, searched, filtered and sorted, with their number of invitations', async () => {
    const sari = await createUser(ctx, { name: 'Sari Wulandari', email: 'sari@example.test' });
    await createUser(ctx, { name: 'Budi Santoso', email: 'budi@example.test', verified: false });
    await createUser(ctx, { name: 'Citra Lestari', email: 'citra@example.test' });
    await ctx.app.db.insert(invitations).values([
      { userId: sari.id, slug: 'sari-dan-bayu' },
      { userId: sari.id, slug: 'sari-dan-bayu-2' },
    ]);

    const all = ZUserList.parse(
      (await get('/api/users?perPage=5&sortBy=name&orderBy=asc', adminToken)).json(),
    );
    expect(all.total).toBe(4);
    expect(all.data.map((u) => u.name)).toEqual([
      'Administrator',
      'Budi Santoso',
      'Citra Lestari',
      'Sari Wulandari',
    ]);
    expect(all.data.find((u) => u.email === 'sari@example.test')?.invitations).toBe(2);
    expect(JSON.stringify(all)).not.toMatch(/argon2|passwordHash/);

    const paged = ZUserList.parse((await get('/api/users?perPage=5&page=2', adminToken)).json());
    expect(paged).toMatchObject({ page: 2, perPage: 5, total: 4, data: [] });

    const searched = ZUserList.parse((await get('/api/users?q=LESTARI', adminToken)).json());
    expect(searched.data.map((u) => u.email)).toEqual(['citra@example.test']);

    const unconfirmed = ZUserList.parse((await get('/api/users?confirmed=false', adminToken)).json());
    expect(unconfirmed.data.map((u) => u.email)).toEqual(['budi@example.test']);

    const admins = ZUserList.parse((await get('/api/users?role=admin', adminToken)).json());
    expect(admins.data.map((u) => u.email)).toEqual([TEST_ADMIN.email]);

    const byInvitations = ZUserList.parse(
      (await get('/api/users?sortBy=invitations&orderBy=desc', adminToken)).json(),
    );
    expect(byInvitations.data[0]?.email).toBe('sari@example.test');
  });

  it('refuses a page size outside the table sizes with a clear message', async () => {
    const res = await get('/api/users?perPage=7', adminToken);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.perPage[0]).toMatch(/5, 10, 20, 25, 50, 100/);
  });

  it('keeps every administrative route from users (403) and anonymous callers (401)', async () => {
    const user = await createUser(ctx);
    const token = await loginToken(user.email, user.password);
    const routes: [string, string][] = [
      ['GET', '/api/users'],
      ['GET', `/api/users/${user.id}`],
      ['PATCH', `/api/users/${user.id}`],
      ['POST', `/api/users/${user.id}/suspend`],
      ['POST', `/api/users/${user.id}/activate`],
      ['POST', `/api/users/${user.id}/resend-confirmation`],
      ['GET', '/api/audit-log'],
    ];
    for (const [method, url] of routes) {
      const payload =
        method === 'PATCH' ? { role: 'admin' } : method === 'POST' ? { reason: 'x' } : undefined;
      const asUser = await ctx.request({ method: method as 'GET', url, token, payload });
      expect(asUser.statusCode, `${method} ${url} as a user`).toBe(403);
      const anonymous = await ctx.request({ method: method as 'GET', url, payload });
      expect(anonymous.statusCode, `${method} ${url} anonymously`).toBe(401);
    }
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.role).toBe('user');
  });

  it('shows one user with their invitations and answers 404 for an unknown id', async () => {
    const user = await createUser(ctx, { name: 'Dewi Anggraini' });
    await ctx.app.db
      .insert(invitations)
      .values({ userId: user.id, slug: 'dewi-dan-arif', status: 'published' });
    const detail = ZUserDetail.parse((await get(`/api/users/${user.id}`, adminToken)).json());
    expect(detail.user).toMatchObject({
      name: 'Dewi Anggraini',
      role: 'user',
      status: 'active',
      invitations: 1,
    });
    expect(detail.invitations).toEqual([
      expect.objectContaining({ slug: 'dewi-dan-arif', status: 'published' }),
    ]);
    expect(detail.transactions).toEqual([]);

    const missing = await get('/api/users/00000000-0000-4000-8000-000000000000', adminToken);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Pengguna tidak ditemukan');
  });

  it('changes a role and records who did it, before and after', async () => {
    const admin = await findAdmin(ctx);
    const user = await createUser(ctx);
    const res = await ctx.request({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      token: adminToken,
      payload: { role: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('admin');
    const notes = (await get('/api/notifications', await loginToken(user.email, user.password))).json();
    expect(notes.items.map((n: { title: string }) => n.title)).toContain('Kamu sekarang administrator');
    // The new administrator's next login carries the administrator rules.
    const session = await login(ctx, user.email, user.password);
    expect(session.json().userAbilityRules).toEqual([{ action: 'manage', subject: 'all' }]);

    const log = (await get(`/api/audit-log?userId=${user.id}`, adminToken)).json();
    expect(log.data).toEqual([
      expect.objectContaining({
        actor: { id: admin.id, name: admin.name, email: admin.email },
        action: 'user.role_change',
        subjectType: 'user',
        subjectId: user.id,
        before: { role: 'user' },
        after: { role: 'admin' },
      }),
    ]);
  });

  it('refuses an administrator demoting or suspending their own account', async () => {
    const admin = await findAdmin(ctx);
    await createUser(ctx, { role: 'admin' });
    const demote = await ctx.request({
      method: 'PATCH',
      url: `/api/users/${admin.id}`,
      token: adminToken,
      payload: { role: 'user' },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ code: ERROR_CODES.selfAction });
    expect(demote.json().message).toMatch(/akunmu sendiri/);
    const suspend = await post(`/api/users/${admin.id}/suspend`, adminToken, { reason: 'uji' });
    expect(suspend.statusCode).toBe(409);
    expect(suspend.json()).toMatchObject({ code: ERROR_CODES.selfAction });
  });

  it('keeps one active administrator when two demote each other at once', async () => {
    const second = await createUser(ctx, { role: 'admin' });
    const admin = await findAdmin(ctx);
    const secondToken = await loginToken(second.email, second.password);
    const [a, b] = await Promise.all([
      ctx.request({
        method: 'PATCH',
        url: `/api/users/${second.id}`,
        token: adminToken,
        payload: { role: 'user' },
      }),
      ctx.request({
        method: 'PATCH',
        url: `/api/users/${admin.id}`,
        token: secondToken,
        payload: { role: 'user' },
      }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    // Whoever is demoted first loses the right to act, or the rule refuses the second demotion.
    expect(statuses[0]).toBe(200);
    expect([401, 403, 409]).toContain(statuses[1]);
    const admins = await ctx.app.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
  });

  it('keeps one active administrator when two suspend each other at once', async () => {
    const second = await createUser(ctx, { role: 'admin' });
    const admin = await findAdmin(ctx);
    const secondToken = await loginToken(second.email, second.password);
    const [a, b] = await Promise.all([
      post(`/api/users/${second.id}/suspend`, adminToken, { reason: 'uji bersamaan' }),
      post(`/api/users/${admin.id}/suspend`, secondToken, { reason: 'uji bersamaan' }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const active = await ctx.app.db.select().from(users).where(eq(users.status, 'active'));
    expect(active.filter((u) => u.role === 'admin')).toHaveLength(1);
  });

  it('ends a suspended user’s sessions at once and refuses their login until reactivated', async () => {
    const user = await createUser(ctx);
    const token = await loginToken(user.email, user.password);
    expect((await get('/api/user/me', token)).statusCode).toBe(200);

    const res = await post(`/api/users/${user.id}/suspend`, adminToken, {
      reason: 'Undangan berisi penipuan',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      status: 'suspended',
      suspendedReason: 'Undangan berisi penipuan',
    });

    const after = await get('/api/user/me', token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(SESSION_ENDED_MESSAGE);
    const refused = await login(ctx, user.email, user.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(ERROR_CODES.accountSuspended);
    expect(refused.json().message).toMatch(/ditangguhkan/);

    const activated = await post(`/api/users/${user.id}/activate`, adminToken);
    expect(activated.statusCode).toBe(200);
    expect(activated.json().user).toMatchObject({ status: 'active', suspendedReason: null });
    // The old session stays ended; a new login works.
    expect((await get('/api/user/me', token)).statusCode).toBe(401);
    expect((await login(ctx, user.email, user.password)).statusCode).toBe(200);

    const actions = (await get(`/api/audit-log?userId=${user.id}&orderBy=asc`, adminToken)).json();
    expect(actions.data.map((e: { action: string }) => e.action)).toEqual(['user.suspend', 'user.activate']);
  });

  it('requires a reason to suspend', async () => {
    const user = await createUser(ctx);
    const res = await post(`/api/users/${user.id}/suspend`, adminToken, { reason: '  ' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.reason).toEqual(['Alasan wajib diisi']);
  });

  it('resends the confirmation mail of an unconfirmed account, and only of one', async () => {
    const user = await createUser(ctx, { verified: false });
    const res = await post(`/api/users/${user.id}/resend-confirmation`, adminToken);
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsTo(ctx, user.email);
    const token = tokenInMail(mail!, '/mail-confirmed');
    const verify = await post('/api/user/email/verify', undefined, { token });
    expect(verify.statusCode).toBe(200);

    const again = await post(`/api/users/${user.id}/resend-confirmation`, adminToken);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Email pengguna ini sudah dikonfirmasi');
  });

  it('filters the audit log by action and by date, newest first', async () => {
    const a = await createUser(ctx);
    const b = await createUser(ctx);
    await post(`/api/users/${a.id}/suspend`, adminToken, { reason: 'spam' });
    ctx.clock.advance(2 * 24 * 60 * 60 * 1000);
    adminToken = await loginToken(TEST_ADMIN.email, TEST_ADMIN.password);
    await post(`/api/users/${b.id}/suspend`, adminToken, { reason: 'spam' });
    await post(`/api/users/${b.id}/activate`, adminToken);

    const all = (await get('/api/audit-log', adminToken)).json();
    expect(all.total).toBe(3);
    expect(all.data.map((e: { subjectId: string }) => e.subjectId)).toEqual([b.id, b.id, a.id]);
    expect(all.actions).toEqual(['user.activate', 'user.suspend']);

    const suspends = (await get('/api/audit-log?action=user.suspend', adminToken)).json();
    expect(suspends.total).toBe(2);

    const today = jakartaDate(ctx.clock.now());
    const recent = (await get(`/api/audit-log?from=${today}`, adminToken)).json();
    expect(recent.data.map((e: { subjectId: string }) => e.subjectId)).toEqual([b.id, b.id]);

    const rows = await ctx.app.db.select().from(auditLog);
    expect(rows).toHaveLength(3);
  });
});
