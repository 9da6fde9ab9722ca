import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZAuditList, type TAuditEntry } from '@undangin/shared';
import { recordAudit } from '../src/modules/audit/service';
import { createTestContext, type TTestContext } from './helpers/app';
import {
  approve,
  buy,
  confirm,
  createBankAccount,
  createInvitation,
  createUser,
  loginAdmin,
  signInAgain,
  type TSignedInUser,
} from './helpers/billing';

describe('Audit log names', () => {
  let ctx: TTestContext;
  let admin: TSignedInUser;

  const log = async (query = '') => {
    const res = await ctx.request({
      method: 'GET',
      url: `/api/audit-log?perPage=100${query}`,
      token: admin.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    return ZAuditList.parse(res.json());
  };
  const entryOf = (entries: TAuditEntry[], action: string) => {
    const entry = entries.find((e) => e.action === action);
    expect(entry, action).toBeDefined();
    return entry!;
  };

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  beforeEach(async () => {
    await ctx.reset();
    admin = await loginAdmin(ctx);
  });
  afterAll(() => ctx.close());

  it('names an approved payment by its invoice, package and amount, and the account by its bank', async () => {
    await createBankAccount(ctx, admin, { bankName: 'Bank Mandiri', accountNumber: '1370012345678' });
    const buyer = await createUser(ctx, 'Rina Kartika');
    const transaction = await buy(ctx, buyer, await createInvitation(ctx, buyer.id), 'basic');
    await confirm(ctx, buyer, transaction);
    expect((await approve(ctx, admin, transaction.id)).statusCode).toBe(200);

    const { data } = await log();
    const approved = entryOf(data, 'transaction.approve');
    expect(approved.actor).toEqual({ id: admin.id, name: admin.name, email: admin.email });
    expect(approved.subject).toEqual({
      name: transaction.invoiceNumber,
      detail: 'Basic',
      amount: transaction.amount,
      deleted: false,
    });
    expect(entryOf(data, 'bank_account.create').subject).toEqual({
      name: 'Bank Mandiri',
      detail: '1370012345678',
      amount: null,
      deleted: false,
    });

    // The invoice number finds its entry: administrators search by what they read.
    const searched = await log(`&q=${encodeURIComponent(transaction.invoiceNumber)}`);
    expect(searched.data.map((e) => e.action)).toEqual(['transaction.approve']);
  });

  it('names an invitation by its couple and slug, and a deleted template by what the entry recorded', async () => {
    const owner = await createUser(ctx, 'Sekar Ayu');
    const invitationId = await createInvitation(ctx, owner.id);
    const at = ctx.clock.now();
    await recordAudit(ctx.app.db, {
      actorId: admin.id,
      action: 'invitation.unpublish',
      subjectType: 'invitation',
      subjectId: invitationId,
      after: { status: 'draft', reason: 'Konten tidak pantas' },
      at,
    });
    await recordAudit(ctx.app.db, {
      actorId: admin.id,
      action: 'template.delete',
      subjectType: 'template',
      subjectId: randomUUID(),
      before: { slug: 'melati', name: 'Melati' },
      at,
    });
    // An id that is not a uuid (never written by the app) leaves the list answering.
    await recordAudit(ctx.app.db, {
      actorId: admin.id,
      action: 'something.new',
      subjectType: 'user',
      subjectId: 'bukan-uuid',
      at,
    });

    const { data } = await log();
    const unpublished = entryOf(data, 'invitation.unpublish');
    expect(unpublished.subject).toMatchObject({ name: 'Sekar Ayu & Bima Putra', deleted: false });
    expect(unpublished.subject.detail).toMatch(/^sekar-dan-bima-/);
    expect(entryOf(data, 'template.delete').subject).toEqual({
      name: 'Melati',
      detail: null,
      amount: null,
      deleted: true,
    });
    expect(entryOf(data, 'something.new').subject).toMatchObject({ name: null, deleted: true });
  });

  it('shows a deleted account as deleted: no name on its entries, no actor on what it did', async () => {
    const gone = await createUser(ctx, 'Dewi Lestari');
    const suspended = await ctx.request({
      method: 'POST',
      url: `/api/users/${gone.id}/suspend`,
      token: admin.token,
      payload: { reason: 'Pembayaran palsu' },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const before = await log();
    expect(entryOf(before.data, 'user.suspend').subject).toEqual({
      name: 'Dewi Lestari',
      detail: gone.email,
      amount: null,
      deleted: false,
    });

    await ctx.request({ method: 'POST', url: `/api/users/${gone.id}/activate`, token: admin.token });
    // The suspension ended the account's sessions.
    await signInAgain(ctx, gone);
    const deleted = await ctx.request({
      method: 'DELETE',
      url: '/api/user',
      token: gone.token,
      payload: { password: gone.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const { data } = await log();
    for (const action of ['user.suspend', 'user.activate', 'profile.delete']) {
      expect(entryOf(data, action).subject).toEqual({
        name: null,
        detail: null,
        amount: null,
        deleted: true,
      });
    }
    expect(entryOf(data, 'user.suspend').actor?.name).toBe(admin.name);
    expect(entryOf(data, 'profile.delete').actor).toBeNull();
    expect(JSON.stringify(data)).not.toContain('Dewi Lestari');
  });

  it('exports the filtered log as CSV with the ids beside the names, formulas neutralised', async () => {
    const buyer = await createUser(ctx, '=HYPERLINK("http://contoh.test")');
    await ctx.request({
      method: 'POST',
      url: `/api/users/${buyer.id}/suspend`,
      token: admin.token,
      payload: { reason: 'Pembayaran palsu' },
    });
    await createBankAccount(ctx, admin, { bankName: 'Bank Mandiri', accountNumber: '1370012345678' });

    const res = await ctx.request({
      method: 'GET',
      url: '/api/audit-log/export?action=user.suspend',
      token: admin.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="log-audit-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Waktu,Tindakan,ID pelaku,Pelaku,Email pelaku,Jenis subjek,ID subjek,Subjek,Keterangan subjek,Jumlah (Rp),Subjek terhapus,Sebelum,Sesudah',
    );
    // Only the filtered action: the bank account's entry is left out.
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`user.suspend,${admin.id},${admin.name},${admin.email},user,${buyer.id},`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://contoh.test"")"`);
    expect(lines[1]).toContain('Pembayaran palsu');

    const anonymous = await ctx.request({ method: 'GET', url: '/api/audit-log/export' });
    expect(anonymous.statusCode).toBe(401);
  });
});
