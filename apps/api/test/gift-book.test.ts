import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  TGiftEntry,
  TGiftList,
  TGiftSummary,
  TGuest,
  TGuestPrivacy,
  TInvitation,
  TUsherCreated,
} from '@undangin/shared';
import { ZGiftCreate } from '@undangin/shared';
import { notifications } from '../src/db/schema';
import { PENDING_REPORTS_PER_GUEST, reportTransfer } from '../src/modules/guests/gift-book/service';
import { runGuestErasure } from '../src/modules/guests/privacy-job';
import { tokenFor } from './helpers/accounts';
import { createTestContext, type TTestContext } from './helpers/app';
import { addGuest, setEntitlement, type TGuestWorld } from './helpers/guests';
import {
  COMPLETE_CONTENT,
  formTokenIn,
  publishedInvitation,
  session,
  uniqueIp,
  type TSession,
} from './helpers/invitations';

const DAY = 24 * 60 * 60 * 1000;
/** The test invitation's last event ends 14 June 2030 14:00 WIB; contacts are erased 90 days later. */
const ERASE_AT = Date.parse('2030-06-14T07:00:00Z') + 90 * DAY;

const WITH_ENVELOPE = {
  ...COMPLETE_CONTENT,
  giftAccounts: [{ type: 'bank' as const, provider: 'BCA', number: '1234567890', holder: 'Rara Ayu' }],
};

describe('Buku Kondangan: the gift book', () => {
  let ctx: TTestContext;
  let owner: TSession;
  let other: TSession;
  let invitation: TInvitation;
  let world: TGuestWorld;
  let budi: TGuest;
  let sari: TGuest;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.reset();
    owner = await session(ctx, { name: 'Rara Ayu' });
    other = await session(ctx, { name: 'Orang Lain' });
    invitation = await publishedInvitation(ctx, owner.token, WITH_ENVELOPE);
    await setEntitlement(ctx, invitation.id, { guestLimit: 1000 });
    world = { ...owner, invitation };
    budi = await addGuest(ctx, world, { name: 'Budi Santoso', group: 'Kantor', phone: '0812 3456 7890' });
    sari = await addGuest(ctx, world, {
      name: 'Keluarga Sari',
      members: [{ name: 'Sari' }, { name: 'Joko' }],
    });
  });

  const gifts = (invitationId = invitation.id) => `/api/invitations/${invitationId}/gifts`;
  const create = (payload: Record<string, unknown>, token = owner.token, invitationId = invitation.id) =>
    ctx.request({ method: 'POST', url: gifts(invitationId), token, payload });
  const list = async (query = '') => {
    const res = await ctx.request({
      method: 'GET',
      url: `${gifts()}?perPage=100${query}`,
      token: owner.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TGiftList>();
  };
  const summary = async () => {
    const res = await ctx.request({ method: 'GET', url: `${gifts()}/summary`, token: owner.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TGiftSummary>();
  };

  describe('the couple', () => {
    it('notes a guest’s envelope and a name not on the list, and reads them back as written', async () => {
      const envelope = await create({
        guestId: budi.id,
        kind: 'amplop',
        amount: 500_000,
        note: 'Amplop putih',
      });
      expect(envelope.statusCode, envelope.body).toBe(201);
      const written = envelope.json<TGiftEntry>();
      expect(written).toMatchObject({
        guestId: budi.id,
        name: 'Budi Santoso',
        group: 'Kantor',
        kind: 'amplop',
        source: 'door',
        amount: 500_000,
        note: 'Amplop putih',
        recordedBy: 'couple',
        recordedByName: 'Rara Ayu',
      });
      expect(written.confirmedAt).not.toBeNull();

      const household = await create({ guestId: sari.id, kind: 'hadiah', note: 'Set piring' });
      expect(household.json<TGiftEntry>()).toMatchObject({ name: 'Keluarga Sari', amount: null });
      // A blank note is no note, as the shared contract reads it.
      const stranger = await create({ name: 'Pak RT', kind: 'transfer', amount: 0, note: '  ' });
      expect(stranger.json<TGiftEntry>()).toMatchObject({
        guestId: null,
        name: 'Pak RT',
        source: 'transfer',
        note: null,
      });
      expect(ZGiftCreate.parse({ name: 'Pak RT', kind: 'transfer', note: '' }).note).toBeNull();

      const page = await list('&sortBy=name&orderBy=asc');
      expect(page.total).toBe(3);
      expect(page.data.map((entry) => entry.name)).toEqual(['Budi Santoso', 'Keluarga Sari', 'Pak RT']);
      expect(page.data[0]).toEqual(written);
    });

    it('takes amounts from 0 to 1 miliar in whole rupiah, and refuses each fault with its message', async () => {
      expect((await create({ name: 'A', kind: 'amplop', amount: 0 })).statusCode).toBe(201);
      expect((await create({ name: 'B', kind: 'amplop', amount: 1_000_000_000 })).statusCode).toBe(201);
      expect((await create({ name: 'C', kind: 'amplop', amount: null })).statusCode).toBe(201);
      const refusals: [Record<string, unknown>, string, string][] = [
        [{ name: 'D', kind: 'amplop', amount: -1 }, 'amount', 'Nominal minimal 0'],
        [{ name: 'D', kind: 'amplop', amount: 1_000_000_001 }, 'amount', 'Nominal maksimal Rp 1.000.000.000'],
        [{ name: 'D', kind: 'amplop', amount: 1.5 }, 'amount', 'Nominal harus bilangan bulat (rupiah)'],
        [{ name: 'D', kind: 'amplop', amount: '500000' }, 'amount', 'Nominal harus berupa angka'],
        [{ name: 'D', kind: 'cek' }, 'kind', 'Jenis harus amplop, hadiah atau transfer'],
        [{ kind: 'amplop' }, 'name', 'Pilih tamu dari daftar atau tulis nama pemberi'],
        [
          { guestId: budi.id, name: 'D', kind: 'amplop' },
          'name',
          'Pilih tamu dari daftar atau tulis nama pemberi',
        ],
        [{ name: 'D', kind: 'hadiah', note: 'x'.repeat(501) }, 'note', 'Catatan maksimal 500 karakter'],
      ];
      for (const [payload, field, message] of refusals) {
        const res = await create(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(422);
        expect(res.json().errors[field], JSON.stringify(payload)).toContain(message);
      }
      expect((await list()).total).toBe(3);
    });

    it('edits and deletes an entry; a guest of another invitation is not found', async () => {
      const entry = (await create({ guestId: budi.id, kind: 'amplop', amount: 100_000 })).json<TGiftEntry>();
      const edited = await ctx.request({
        method: 'PATCH',
        url: `/api/gifts/${entry.id}`,
        token: owner.token,
        payload: { amount: 150_000, note: 'Dihitung ulang' },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json<TGiftEntry>()).toMatchObject({
        name: 'Budi Santoso',
        amount: 150_000,
        note: 'Dihitung ulang',
      });
      const renamed = await ctx.request({
        method: 'PATCH',
        url: `/api/gifts/${entry.id}`,
        token: owner.token,
        payload: { name: 'Budi (kantor lama)' },
      });
      expect(renamed.json<TGiftEntry>()).toMatchObject({ guestId: null, name: 'Budi (kantor lama)' });

      const theirs = await publishedInvitation(ctx, other.token, WITH_ENVELOPE);
      await setEntitlement(ctx, theirs.id, { guestLimit: 1000 });
      const stranger = await addGuest(ctx, { ...other, invitation: theirs }, { name: 'Tamu Mereka' });
      const foreign = await create({ guestId: stranger.id, kind: 'amplop' });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe('Tamu tidak ditemukan');

      const removed = await ctx.request({
        method: 'DELETE',
        url: `/api/gifts/${entry.id}`,
        token: owner.token,
      });
      expect(removed.json()).toEqual({ message: 'Catatan dihapus' });
      expect((await list()).total).toBe(0);
    });

    it('adds up confirmed entries by kind and by source, and keeps guests’ unconfirmed reports apart', async () => {
      await create({ guestId: budi.id, kind: 'amplop', amount: 200_000 });
      await create({ name: 'Pak RT', kind: 'amplop', amount: 100_000 });
      await create({ guestId: sari.id, kind: 'hadiah', note: 'Rice cooker' });
      await create({ name: 'Om Hadi', kind: 'transfer', amount: 1_000_000 });
      await reportTransfer(ctx.app.db, ctx.clock.now(), {
        invitation: { id: invitation.id, userId: owner.user.id },
        guest: { id: budi.id, name: budi.name },
        report: { amount: 300_000, message: null },
      });
      expect(await summary()).toEqual({
        total: { count: 4, amount: 1_300_000 },
        byKind: {
          amplop: { count: 2, amount: 300_000 },
          hadiah: { count: 1, amount: 0 },
          transfer: { count: 1, amount: 1_000_000 },
        },
        bySource: { door: { count: 3, amount: 300_000 }, transfer: { count: 1, amount: 1_000_000 } },
        pending: { count: 1, amount: 300_000 },
      });
      expect((await list('&source=door')).data.map((entry) => entry.kind).sort()).toEqual([
        'amplop',
        'amplop',
        'hadiah',
      ]);
      expect((await list('&kind=transfer')).total).toBe(2);
      expect((await list('&pending=true')).data.map((entry) => entry.recordedBy)).toEqual(['guest']);
      expect((await list('&q=rice')).data.map((entry) => entry.name)).toEqual(['Keluarga Sari']);
    });

    it('exports the book as CSV and as a workbook with its totals', async () => {
      await create({ guestId: budi.id, kind: 'amplop', amount: 250_000, note: '=HYPERLINK("x")' });
      await create({ name: 'Pak RT', kind: 'hadiah', note: 'Set piring' });
      const csv = await ctx.request({
        method: 'GET',
        url: `${gifts()}/export?format=csv`,
        token: owner.token,
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-disposition']).toBe(
        `attachment; filename="buku-kondangan-${invitation.slug}.csv"`,
      );
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('Tanggal,Nama,Kelompok,Jenis,Nominal (Rp),Catatan,Sumber,Dicatat oleh,Status');
      expect(lines.slice(1).map((line) => line.split(',').slice(1))).toEqual([
        [
          'Budi Santoso',
          'Kantor',
          'Amplop',
          '250000',
          `"'=HYPERLINK(""x"")"`,
          'Di pintu',
          'Mempelai: Rara Ayu',
          'Terkonfirmasi',
        ],
        ['Pak RT', '', 'Hadiah', '', 'Set piring', 'Di pintu', 'Mempelai: Rara Ayu', 'Terkonfirmasi'],
      ]);

      const xlsx = await ctx.request({
        method: 'GET',
        url: `${gifts()}/export?format=xlsx`,
        token: owner.token,
      });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Buku Kondangan', 'Ringkasan']);
      expect(book.getWorksheet('Buku Kondangan')!.getRow(2).getCell(5).value).toBe(250_000);
      const totals = book.getWorksheet('Ringkasan')!;
      expect(totals.getRow(2).values).toEqual([undefined, 'Semua (terkonfirmasi)', 2, 250_000]);
    });

    it('another couple’s book is not found, whatever they call', async () => {
      const entry = (await create({ guestId: budi.id, kind: 'amplop', amount: 1 })).json<TGiftEntry>();
      const calls = [
        { method: 'GET' as const, url: gifts() },
        { method: 'GET' as const, url: `${gifts()}/summary` },
        { method: 'GET' as const, url: `${gifts()}/export` },
        { method: 'POST' as const, url: gifts(), payload: { name: 'X', kind: 'amplop' } },
        { method: 'PATCH' as const, url: `/api/gifts/${entry.id}`, payload: { amount: 2 } },
        { method: 'POST' as const, url: `/api/gifts/${entry.id}/confirm` },
        { method: 'DELETE' as const, url: `/api/gifts/${entry.id}` },
      ];
      for (const call of calls) {
        const res = await ctx.request({ ...call, token: other.token });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      }
      expect((await list()).data).toEqual([entry]);
    });
  });

  describe('at the door', () => {
    const usherToken = async () => {
      const res = await ctx.request({
        method: 'POST',
        url: `/api/invitations/${invitation.id}/ushers`,
        token: owner.token,
        payload: { name: 'Mas Joko' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<TUsherCreated>().token;
    };
    const note = (token: string, payload: Record<string, unknown>) =>
      ctx.request({ method: 'POST', url: '/api/usher/gifts', headers: { 'x-usher-token': token }, payload });

    it('an usher notes an envelope for a guest and reads back only that entry', async () => {
      const token = await usherToken();
      await create({ name: 'Sebelumnya', kind: 'transfer', amount: 5_000_000 });
      const res = await note(token, { guestId: sari.id, kind: 'amplop', amount: 300_000 });
      expect(res.statusCode, res.body).toBe(201);
      const entry = res.json<Record<string, unknown>>();
      expect(Object.keys(entry).sort()).toEqual(['amount', 'createdAt', 'id', 'kind', 'name', 'note']);
      expect(entry).toMatchObject({ name: 'Keluarga Sari', kind: 'amplop', amount: 300_000, note: null });

      const inBook = (await list()).data.find((row) => row.id === entry.id);
      expect(inBook).toMatchObject({ recordedBy: 'usher', recordedByName: 'Mas Joko', source: 'door' });
      expect((await summary()).byKind.amplop).toEqual({ count: 1, amount: 300_000 });
    });

    it('an usher cannot note a transfer, a guest of another invitation, or read the book and its totals', async () => {
      const token = await usherToken();
      const transfer = await note(token, { guestId: budi.id, kind: 'transfer', amount: 1 });
      expect(transfer.statusCode).toBe(422);
      expect(transfer.json().errors.kind).toEqual(['Jenis harus amplop atau hadiah']);
      const over = await note(token, { guestId: budi.id, kind: 'amplop', amount: 1_000_000_001 });
      expect(over.json().errors.amount).toEqual(['Nominal maksimal Rp 1.000.000.000']);

      const theirs = await publishedInvitation(ctx, other.token, WITH_ENVELOPE);
      await setEntitlement(ctx, theirs.id, { guestLimit: 1000 });
      const stranger = await addGuest(ctx, { ...other, invitation: theirs }, { name: 'Tamu Mereka' });
      expect((await note(token, { guestId: stranger.id, kind: 'amplop' })).statusCode).toBe(404);

      for (const url of [gifts(), `${gifts()}/summary`, `${gifts()}/export`]) {
        const res = await ctx.request({ method: 'GET', url, headers: { 'x-usher-token': token } });
        expect(res.statusCode, url).toBe(401);
      }
      expect((await note('not-a-real-token', { guestId: budi.id, kind: 'amplop' })).statusCode).toBe(401);
      expect((await list()).total).toBe(0);
    });
  });

  describe('the guest’s own report', () => {
    let token: string;
    let ip: string;
    beforeEach(async () => {
      const page = await ctx.request({ method: 'GET', url: `/u/${invitation.slug}/${budi.code}` });
      expect(page.body).toContain('Saya sudah transfer');
      token = formTokenIn(page);
      ip = uniqueIp();
    });
    const report = (fields: Record<string, string>, options: { accept?: string; slug?: string } = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/public/${options.slug ?? invitation.slug}/gift`,
        remoteAddress: ip,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(options.accept ? { accept: options.accept } : {}),
        },
        payload: new URLSearchParams(fields).toString(),
      });

    it('posts without JavaScript, waits for the couple, who confirm or remove it; no page shows it', async () => {
      const sent = await report({
        token,
        guestCode: budi.code,
        amount: 'Rp 500.000',
        message: 'Semoga samawa',
      });
      expect(sent.statusCode).toBe(303);
      expect(sent.headers.location).toBe(`/u/${invitation.slug}/${budi.code}?status=gift-saved#transfer`);
      const back = await ctx.request({ method: 'GET', url: sent.headers.location as string });
      expect(back.body).toContain('Terima kasih, kabar transfer Anda sudah kami terima.');

      const [entry] = (await list()).data;
      expect(entry).toMatchObject({
        guestId: budi.id,
        kind: 'transfer',
        amount: 500_000,
        note: 'Semoga samawa',
        recordedBy: 'guest',
        recordedByName: 'Budi Santoso',
        confirmedAt: null,
      });
      expect((await summary()).total).toEqual({ count: 0, amount: 0 });
      const told = await ctx.app.db.select().from(notifications);
      expect(told.map((n) => n.title)).toContain('Budi Santoso sudah transfer sebesar Rp 500.000');

      for (const url of [
        `/u/${invitation.slug}`,
        `/u/${invitation.slug}/${sari.code}`,
        `/u/${invitation.slug}/${budi.code}`,
      ]) {
        const page = await ctx.request({ method: 'GET', url });
        expect(page.body, url).not.toContain('Semoga samawa');
      }
      const wishes = await ctx.request({ method: 'GET', url: `/api/public/${invitation.slug}/wishes` });
      expect(wishes.body).not.toContain('Semoga samawa');

      const confirmed = await ctx.request({
        method: 'POST',
        url: `/api/gifts/${entry!.id}/confirm`,
        token: owner.token,
      });
      expect(confirmed.json<TGiftEntry>().confirmedAt).not.toBeNull();
      expect((await summary()).bySource.transfer).toEqual({ count: 1, amount: 500_000 });

      const again = await report({ token, guestCode: budi.code }, { accept: 'application/json' });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ message: 'Terima kasih, kabar transfer Anda sudah kami terima.' });
      const second = (await list('&pending=true')).data[0]!;
      expect(second.amount).toBeNull();
      await ctx.request({ method: 'DELETE', url: `/api/gifts/${second.id}`, token: owner.token });
      expect((await list()).total).toBe(1);
    });

    it('needs the page’s form token, a personal code and a digital envelope', async () => {
      const stale = await report({ token: 'x', guestCode: budi.code }, { accept: 'application/json' });
      expect(stale.statusCode).toBe(403);
      expect(stale.json().code).toBe('FORM_EXPIRED');
      const general = await report({ token }, { accept: 'application/json' });
      expect(general.statusCode).toBe(404);
      const unknown = await report(
        { token, guestCode: 'AAAAAAAAAAAAAAAAAAAAAA' },
        { accept: 'application/json' },
      );
      expect(unknown.statusCode).toBe(404);

      const plain = await publishedInvitation(ctx, other.token, COMPLETE_CONTENT);
      await setEntitlement(ctx, plain.id, { guestLimit: 1000 });
      const guest = await addGuest(ctx, { ...other, invitation: plain }, { name: 'Tamu Tanpa Amplop' });
      const page = await ctx.request({ method: 'GET', url: `/u/${plain.slug}/${guest.code}` });
      expect(page.body).not.toContain('Saya sudah transfer');
      const closed = await report(
        { token: formTokenIn(page), guestCode: guest.code },
        { accept: 'application/json', slug: plain.slug },
      );
      expect(closed.statusCode).toBe(404);
      expect(closed.json().message).toBe('Maaf, undangan ini tidak menerima kabar transfer.');

      const bad = await report(
        { token, guestCode: budi.code, amount: 'lima ratus' },
        { accept: 'application/json' },
      );
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.amount).toEqual(['Nominal harus berupa angka']);
      const over = await report(
        { token, guestCode: budi.code, amount: '1.000.000.001' },
        { accept: 'application/json' },
      );
      expect(over.json().errors.amount).toEqual(['Nominal maksimal Rp 1.000.000.000']);
      expect((await list()).total).toBe(0);
    });

    it('is limited to 3 a minute per guest, and to a few waiting for the couple', async () => {
      for (let n = 0; n < 3; n += 1) {
        expect(
          (await report({ token, guestCode: sari.code }, { accept: 'application/json' })).statusCode,
        ).toBe(200);
      }
      const limited = await report({ token, guestCode: sari.code }, { accept: 'application/json' });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      const plain = await report({ token, guestCode: sari.code });
      expect(plain.headers.location).toBe(`/u/${invitation.slug}/${sari.code}?status=gift-limited#transfer`);

      const input = {
        invitation: { id: invitation.id, userId: owner.user.id },
        guest: { id: budi.id, name: budi.name },
        report: { amount: null, message: null },
      };
      for (let n = 0; n < PENDING_REPORTS_PER_GUEST; n += 1) {
        expect(await reportTransfer(ctx.app.db, ctx.clock.now(), input)).toBe(true);
      }
      expect(await reportTransfer(ctx.app.db, ctx.clock.now(), input)).toBe(false);
    });
  });

  describe('the erasure after the event (UU PDP)', () => {
    const privacy = async () =>
      (
        await ctx.request({
          method: 'GET',
          url: `/api/invitations/${invitation.id}/guests/privacy`,
          token: owner.token,
        })
      ).json<TGuestPrivacy>();
    /** Months later on the clock; the couple signs in again (an access token lasts 12 hours). */
    const runAt = async (instant: number) => {
      ctx.clock.stopAt(instant);
      owner.token = await tokenFor(ctx, owner.user.id);
      return runGuestErasure(ctx.app.db, ctx.clock.now());
    };
    const erase = () => runAt(ERASE_AT);

    it('keeps the gift book by default, and says so', async () => {
      await create({ guestId: budi.id, kind: 'amplop', amount: 100_000 });
      expect((await privacy()).keepGiftBook).toBe(true);
      expect(await erase()).toMatchObject({ erased: 1 });
      expect((await list()).data.map((entry) => [entry.name, entry.amount])).toEqual([
        ['Budi Santoso', 100_000],
      ]);
      const told = await ctx.app.db.select().from(notifications);
      expect(told.find((n) => n.type === 'guests.erased')?.body).toContain('Buku Kondangan tetap tersimpan');
    });

    it('removes the gift book with the contacts when the couple chose so', async () => {
      await create({ guestId: budi.id, kind: 'amplop', amount: 100_000 });
      const chosen = await ctx.request({
        method: 'PUT',
        url: `/api/invitations/${invitation.id}/guests/privacy/gift-book`,
        token: owner.token,
        payload: { keepGiftBook: false },
      });
      expect(chosen.statusCode, chosen.body).toBe(200);
      expect(chosen.json<TGuestPrivacy>().keepGiftBook).toBe(false);
      expect((await privacy()).keepGiftBook).toBe(false);

      await runAt(ERASE_AT - 1000);
      expect((await list()).total).toBe(1);

      await erase();
      expect((await list()).total).toBe(0);
      const told = await ctx.app.db.select().from(notifications);
      expect(told.find((n) => n.type === 'guests.erased')?.body).toContain('Buku Kondangan ikut dihapus');

      // A book written after the erasure goes on the next run too, as the couple chose.
      await create({ name: 'Telat', kind: 'hadiah' });
      await runGuestErasure(ctx.app.db, ctx.clock.now());
      expect((await list()).total).toBe(0);
    });
  });
});
