import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../src/db/schema';
import { ensureAdministrator } from '../src/modules/auth/admin-account';
import { runStartupTasks } from '../src/startup';
import { createUser, login } from './helpers/accounts';
import { createTestContext, TEST_ADMIN, type TTestContext } from './helpers/app';
import { truncateAll } from './helpers/database';

describe('the first start creates the administrator', () => {
  let ctx: TTestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ adminPassword: undefined, adminEmail: 'pengelola@undangin.test' });
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => ctx.close());

  const admins = () => ctx.app.db.select().from(users).where(eq(users.role, 'admin'));

  it('from ADMIN_EMAIL and ADMIN_PASSWORD, verified, once', async () => {
    const withPassword = await createTestContext();
    try {
      const [admin] = await withPassword.app.db.select().from(users).where(eq(users.role, 'admin'));
      expect(admin).toMatchObject({ email: TEST_ADMIN.email, name: 'Administrator', status: 'active' });
      expect(admin!.emailVerifiedAt).not.toBeNull();
      expect((await login(withPassword, TEST_ADMIN.email, TEST_ADMIN.password)).statusCode).toBe(200);

      await runStartupTasks(withPassword.app);
      const after = await withPassword.app.db.select().from(users).where(eq(users.role, 'admin'));
      expect(after.map((u) => [u.id, u.passwordHash])).toEqual([[admin!.id, admin!.passwordHash]]);
    } finally {
      await withPassword.close();
    }
  });

  it('with a generated password printed once to the terminal when ADMIN_PASSWORD is absent', async () => {
    await truncateAll(ctx.database);
    const printed: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      printed.push(String(chunk));
      return true;
    });
    await runStartupTasks(ctx.app);
    await runStartupTasks(ctx.app);
    vi.restoreAllMocks();

    const output = printed.join('');
    expect(output.match(/shown only once/g)).toHaveLength(1);
    const password = /password: (\S+)/.exec(output)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await admins()).toHaveLength(1);
    expect((await login(ctx, 'pengelola@undangin.test', password!)).statusCode).toBe(200);
  });

  it('never turns an ordinary account holding ADMIN_EMAIL into an administrator', async () => {
    await truncateAll(ctx.database);
    await createUser(ctx, { email: 'pengelola@undangin.test' });
    const warnings: string[] = [];
    await ensureAdministrator(ctx.app.db, {
      email: 'pengelola@undangin.test',
      password: undefined,
      now: new Date(),
      print: () => expect.fail('no password may be printed'),
      warn: (message) => warnings.push(message),
    });
    expect(await admins()).toHaveLength(0);
    expect(warnings).toEqual([
      expect.stringMatching(/ADMIN_EMAIL pengelola@undangin.test belongs to an ordinary account/),
    ]);
  });
});
