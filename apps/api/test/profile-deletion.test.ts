import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_ENDED_MESSAGE } from '@undangin/shared';
import { paymentConfirmations, rsvps, transactions, wishes } from '../src/db/schema';
import { recordAudit } from '../src/modules/audit/service';
import { notify } from '../src/modules/notifications/service';
import { createUser, login } from './helpers/accounts';
import { createTestContext, TEST_ADMIN, type TTestContext } from './helpers/app';
import {
  approve,
  buy,
  confirm,
  createInvitation as insertInvitation,
  createUser as createSignedInUser,
  ensureBankAccount,
  loginAdmin,
  sendConfirmation,
  signInAgain,
} from './helpers/billing';
import { avatarUpload, photo } from './helpers/profile';

/** Every file under the data folder's storage, as storage keys. */
function storedFiles(ctx: TTestContext): string[] {
  const root = join(ctx.config.dataDir, 'files');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}

/** Rows of any table whose text contains the needle, as "table: row". */
async function rowsMentioning(ctx: TTestContext, needle: string): Promise<string[]> {
  const { rows: tables } = (await ctx.app.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: { tablename: string }[] };
  const found: string[] = [];
  for (const { tablename } of tables) {
    const { rows } = (await ctx.app.db.execute(
      sql`select t::text as row from ${sql.identifier(tablename)} t where position(${needle} in t::text) > 0`,
    )) as unknown as { rows: { row: string }[] };
    found.push(...rows.map((r) => `${tablename}: ${r.row}`));
  }
  return found;
}

describe('deleting my account', () => {
  let ctx: TTestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  beforeEach(() => ctx.reset());
  afterAll(() => ctx.close());

  it('leaves no row or file of the person behind, and keeps the books without a name', async () => {
    const name = 'Wiratmaja Kusumadewi';
    const user = await createUser(ctx, { name, email: 'wiratmaja@example.test' });
    const token = (await login(ctx, user.email, user.password)).json().accessToken as string;
    const adminToken = (await login(ctx, TEST_ADMIN.email, TEST_ADMIN.password)).json().accessToken as string;
    const filesBefore = new Set(storedFiles(ctx));

    // A phone, a pending e-mail change (two mails in the outbox) and a photo.
    const saved = await ctx.request({
      method: 'PUT',
      url: '/api/user/profile',
      token,
      payload: {
        name,
        email: 'wira.baru@example.test',
        phone: '0813 1111 2222',
        language: 'id',
        currentPassword: user.password,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const avatar = await ctx.request({
      method: 'POST',
      url: '/api/user/avatar',
      token,
      ...avatarUpload(await photo()),
    });
    expect(avatar.statusCode, avatar.body).toBe(200);

    // An invitation with a photo, a guest, an RSVP and a wish.
    const invitation = await ctx.request({ method: 'POST', url: '/api/invitations', token, payload: {} });
    expect(invitation.statusCode, invitation.body).toBe(201);
    const invitationId = invitation.json().id as string;
    const media = await ctx.request({
      method: 'POST',
      url: `/api/invitations/${invitationId}/media`,
      token,
      ...avatarUpload(await photo(1200, 800)),
    });
    expect(media.statusCode, media.body).toBe(201);
    const guest = await ctx.request({
      method: 'POST',
      url: `/api/invitations/${invitationId}/guests`,
      token,
      payload: { name: 'Pak Harjo', phone: '081298765432' },
    });
    expect(guest.statusCode, guest.body).toBe(201);
    await ctx.app.db.insert(rsvps).values({
      invitationId,
      eventId: 'akad',
      respondentKey: 'browser:abc',
      name: 'Bu Sri',
      attendance: 'hadir',
      pax: 2,
    });
    await ctx.app.db.insert(wishes).values({
      invitationId,
      name: 'Bu Sri',
      message: 'Semoga sakinah',
      authorKey: 'browser:abc',
      messageHash: 'x',
    });

    // A purchase with a payment confirmation and its proof, on another invitation.
    await ensureBankAccount(ctx);
    const transaction = await buy(
      ctx,
      { id: user.id, name, email: user.email, token },
      await insertInvitation(ctx, user.id),
      'basic',
    );
    const confirmation = await sendConfirmation(
      ctx,
      { id: user.id, name, email: user.email, token },
      transaction.id,
      {
        fields: { accountHolder: name, amount: String(transaction.amount) },
      },
    );
    expect(confirmation.statusCode, confirmation.body).toBe(201);

    // Administrative history about the person, and an entry another area wrote naming them.
    await ctx.request({
      method: 'POST',
      url: `/api/users/${user.id}/suspend`,
      token: adminToken,
      payload: { reason: 'uji' },
    });
    await ctx.request({ method: 'POST', url: `/api/users/${user.id}/activate`, token: adminToken });
    await recordAudit(ctx.app.db, {
      actorId: null,
      action: 'transaction.approve',
      subjectType: 'transaction',
      subjectId: transaction.id,
      after: { status: 'lunas', user: { name, email: user.email, phone: '+6281311112222' } },
    });

    const [admin] = await ctx.app.db
      .execute(sql`select id from users where role = 'admin'`)
      .then((r) => (r as unknown as { rows: { id: string }[] }).rows);
    await notify(ctx.app.db, admin!.id, {
      type: 'test',
      title: `Pesan dari ${name}`,
      body: `Hubungi ${name} di +6281311112222 atau ${user.email}.`,
      aboutUserId: user.id,
    });

    const ownFiles = storedFiles(ctx).filter((file) => !filesBefore.has(file));
    expect(ownFiles.some((f) => f.startsWith('avatars/'))).toBe(true);
    expect(ownFiles.some((f) => f.startsWith(`media/${invitationId}/`))).toBe(true);
    expect(ownFiles.some((f) => f.startsWith('payment-proofs/'))).toBe(true);

    const fresh = (await login(ctx, user.email, user.password)).json().accessToken as string;
    const deleted = await ctx.request({
      method: 'DELETE',
      url: '/api/user',
      token: fresh,
      payload: { password: user.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toBe('Akunmu dan semua datanya telah dihapus.');

    // Signed out everywhere; the address no longer signs in.
    const refused = await ctx.request({ method: 'GET', url: '/api/user/me', token: fresh });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(SESSION_ENDED_MESSAGE);
    expect((await login(ctx, user.email, user.password)).statusCode).toBe(422);

    // Nothing names the person anywhere.
    for (const needle of [
      name,
      user.email,
      'wira.baru@example.test',
      '6281311112222',
      'Pak Harjo',
      'Bu Sri',
    ]) {
      expect(await rowsMentioning(ctx, needle), needle).toEqual([]);
    }
    // Only audit entries still carry the account's id, as their subject, with no actor.
    const byId = await rowsMentioning(ctx, user.id);
    expect(byId.every((row) => row.startsWith('audit_log: '))).toBe(true);
    expect(byId.length).toBeGreaterThan(0);
    expect(await rowsMentioning(ctx, invitationId)).toEqual([]);

    const { rows: told } = (await ctx.app.db.execute(
      sql`select body from notifications where type = 'test'`,
    )) as unknown as { rows: { body: string }[] };
    expect(told).toEqual([{ body: 'Hubungi (akun dihapus) di (akun dihapus) atau (akun dihapus).' }]);

    // The books keep the money, not the person.
    const [kept] = await ctx.app.db.select().from(transactions);
    expect(kept).toMatchObject({
      id: transaction.id,
      userId: null,
      invitationId: null,
      amount: transaction.amount,
    });
    const [payment] = await ctx.app.db.select().from(paymentConfirmations);
    expect(payment).toMatchObject({
      userId: null,
      accountHolder: '(akun dihapus)',
      amount: transaction.amount,
    });

    // Every file the account made is gone.
    const remaining = storedFiles(ctx);
    expect(ownFiles.filter((file) => remaining.includes(file))).toEqual([]);
  });
});

describe('deleting an account touches only what is tied to it by id', () => {
  let ctx: TTestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  beforeEach(() => ctx.reset());
  afterAll(() => ctx.close());

  /** Each row of the table as PostgreSQL prints it, by id: "byte-identical" is compared on this. */
  async function rowsById(table: 'notifications' | 'audit_log'): Promise<Map<string, string>> {
    const { rows } = (await ctx.app.db.execute(
      sql`select id::text as id, t::text as row from ${sql.identifier(table)} t`,
    )) as unknown as { rows: { id: string; row: string }[] };
    return new Map(rows.map((r) => [r.id, r.row]));
  }

  it('leaves other people\'s notifications and audit entries byte-identical when "Selamat" and "lunas" leave', async () => {
    const admin = await loginAdmin(ctx);
    const budi = await createSignedInUser(ctx, 'Budi Santoso');
    const leaving = [await createSignedInUser(ctx, 'Selamat'), await createSignedInUser(ctx, 'lunas')];
    await ensureBankAccount(ctx);
    const invoices = new Map<string, string>();
    for (const user of [budi, ...leaving]) {
      const transaction = await buy(ctx, user, await insertInvitation(ctx, user.id), 'basic');
      await confirm(ctx, user, transaction);
      expect((await approve(ctx, admin, transaction.id)).statusCode).toBe(200);
      invoices.set(user.id, transaction.invoiceNumber);
    }
    // An administrator's notes that happen to hold both words, about someone who stays and someone who leaves.
    for (const [user, reason] of [
      [budi, 'Selamat, pembayaran lunas; akun diperiksa'],
      [leaving[0]!, 'Selamat perlu dicek'],
    ] as const) {
      const suspended = await ctx.request({
        method: 'POST',
        url: `/api/users/${user.id}/suspend`,
        token: admin.token,
        payload: { reason },
      });
      expect(suspended.statusCode, suspended.body).toBe(200);
      await ctx.request({ method: 'POST', url: `/api/users/${user.id}/activate`, token: admin.token });
    }
    await signInAgain(ctx, ...leaving);

    const notificationsBefore = await rowsById('notifications');
    const auditBefore = await rowsById('audit_log');
    const leavingInvoices = leaving.map((user) => invoices.get(user.id)!);
    const { rows: tiedAudit } = (await ctx.app.db.execute(
      sql`select a.id::text as id from audit_log a left join transactions t on a.subject_type = 'transaction' and t.id::text = a.subject_id
          where (a.subject_type = 'user' and a.subject_id in (${leaving[0]!.id}, ${leaving[1]!.id}))
             or t.invoice_number in (${leavingInvoices[0]!}, ${leavingInvoices[1]!})`,
    )) as unknown as { rows: { id: string }[] };
    const tiedAuditIds = new Set(tiedAudit.map((r) => r.id));
    const aboutLeaving = (row: string) =>
      leavingInvoices.some((invoice) => row.includes(`q=${encodeURIComponent(invoice)}`));

    for (const user of leaving) {
      const deleted = await ctx.request({
        method: 'DELETE',
        url: '/api/user',
        token: user.token,
        payload: { password: user.password },
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
    }

    const notificationsAfter = await rowsById('notifications');
    const auditAfter = await rowsById('audit_log');
    for (const [id, row] of notificationsBefore) {
      if (aboutLeaving(row) || !notificationsAfter.has(id)) continue;
      expect(notificationsAfter.get(id), row).toBe(row);
    }
    // Everyone who stays still has every notification, Budi's "Selamat datang di Undangin!" included (the
    // welcome goes to couples only, so the administrator has none).
    const staying = [...notificationsBefore].filter(
      ([, row]) => row.includes(admin.id) || row.includes(budi.id),
    );
    expect(staying.filter(([, row]) => row.includes('Selamat datang di Undangin!')).length).toBe(1);
    for (const [id] of staying) expect(notificationsAfter.has(id)).toBe(true);
    for (const [id, row] of auditBefore) {
      if (!tiedAuditIds.has(id)) expect(auditAfter.get(id), row).toBe(row);
    }

    // The leavers' own rows: the administrators' notices about their payments no longer name them…
    const notices = [...notificationsAfter.values()].filter(aboutLeaving);
    expect(notices).toHaveLength(2);
    for (const notice of notices) expect(notice).toContain('(akun dihapus) mengonfirmasi transfer');
    // …the notes about them are gone, and their payments stay "lunas" in the books.
    const { rows: tiedNow } = (await ctx.app.db.execute(
      sql`select action, before, after from audit_log where id::text in (${sql.join(
        [...tiedAuditIds].map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )) as unknown as { rows: { action: string; before: unknown; after: unknown }[] };
    const text = JSON.stringify(tiedNow);
    expect(text).not.toContain('Selamat');
    expect(tiedNow.filter((entry) => entry.action === 'transaction.approve')).toHaveLength(2);
    for (const entry of tiedNow.filter((e) => e.action === 'transaction.approve')) {
      expect(entry.after).toMatchObject({ status: 'lunas' });
    }
  });
});
