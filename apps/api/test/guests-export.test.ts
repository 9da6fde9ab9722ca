import ExcelJS from 'exceljs';
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { TGuest, TImportResult } from '@undangin/shared';
import { rsvps, wishes } from '../src/db/schema';
import type { TTestContext } from './helpers/app';
import { COMPLETE_CONTENT, createInvitation } from './helpers/invitations';
import {
  addGuest,
  guestWorld,
  guestWorldHooks,
  importUpload,
  listAll,
  type TGuestWorld,
} from './helpers/guests';

async function download(ctx: TTestContext, world: TGuestWorld, query: string) {
  const res = await ctx.request({
    method: 'GET',
    url: `/api/invitations/${world.invitation.id}/guests/export?${query}`,
    token: world.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

function csvRows(body: Buffer): string[][] {
  const text = body.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
}

/** Every text a spreadsheet could read as a formula, whatever column it is in. */
function formulaCells(rows: string[][]): string[] {
  return rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell));
}

describe('guests: exporting the list', () => {
  let ctx: TTestContext;
  let world: TGuestWorld;
  guestWorldHooks({ guestLimit: 1000 }, (app, made) => {
    ctx = app;
    world = made;
  });

  it('exports the filtered list with personal links, RSVP, pax, wishes and check-in times, and no cell becomes a formula', async () => {
    const budi = await addGuest(ctx, world, {
      name: 'Budi',
      phone: '0812 3456 7890',
      group: 'VIP',
      quota: 3,
    });
    const formula = await addGuest(ctx, world, {
      name: '=HYPERLINK("http://contoh.test","klik")',
      group: '@grup',
      notes: '-1+1',
    });
    await addGuest(ctx, world, { name: 'Teman', group: 'Teman' });
    await ctx.app.db.insert(rsvps).values({
      invitationId: world.invitation.id,
      eventId: 'akad',
      respondentKey: `guest:${budi.id}`,
      guestId: budi.id,
      name: 'Budi',
      attendance: 'hadir',
      pax: 3,
    });
    await ctx.app.db.insert(wishes).values({
      invitationId: world.invitation.id,
      guestId: budi.id,
      name: 'Budi',
      message: 'Samawa ya!',
      authorKey: `guest:${budi.id}`,
      messageHash: 'h',
    });
    await ctx.request({
      method: 'POST',
      url: `/api/guests/${budi.id}/check-in`,
      token: world.token,
      payload: { pax: 3 },
    });

    const res = await download(ctx, world, 'format=csv&group=VIP');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="tamu-${world.invitation.slug}.csv"`,
    );
    const rows = csvRows(res.rawPayload);
    expect(rows).toHaveLength(2);
    const [header, row] = rows as [string[], string[]];
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell('Nama')).toBe('Budi');
    expect(cell('No. WhatsApp')).toBe("'+6281234567890");
    expect(cell('Link Undangan')).toBe(budi.link);
    expect(cell('RSVP')).toBe('Akad Nikah: Hadir (3)');
    expect(cell('Hadir (orang)')).toBe('3');
    expect(cell('Ucapan')).toBe('Samawa ya!');
    expect(cell('Check-in')).toMatch(/^Akad Nikah: \d{4}-\d{2}-\d{2} \d{2}:\d{2} WIB \(3 orang\)$/);
    expect(cell('Datang (orang)')).toBe('3');
    expect(cell('Dicatat oleh')).toBe('Rara Ayu');

    const all = csvRows((await download(ctx, world, 'format=csv')).rawPayload);
    expect(all).toHaveLength(4);
    expect(formulaCells(all)).toEqual([]);
    const formulaRow = all.find((r) => r[0]!.includes('HYPERLINK'))!;
    expect(formulaRow.slice(0, 8)).toEqual([`'${formula.name}`, '', '', '', "'@grup", '2', 'Semua', "'-1+1"]);

    const xlsx = await download(ctx, world, 'format=xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    const texts: string[] = [];
    sheet.eachRow((r) => (r.values as unknown[]).forEach((v) => typeof v === 'string' && texts.push(v)));
    expect(texts.filter((text) => /^[=+\-@]/.test(text))).toEqual([]);
    sheet.eachRow((r) => r.eachCell((c) => expect(c.type).not.toBe(ExcelJS.ValueType.Formula)));
  });

  it('exports for vendors without personal data: names, groups and pax', async () => {
    await addGuest(ctx, world, {
      name: 'Budi',
      phone: '0812 3456 7890',
      email: 'budi@example.test',
      group: 'VIP',
      notes: 'rahasia',
    });
    const rows = csvRows((await download(ctx, world, 'format=csv&kind=vendor')).rawPayload);
    expect(rows).toEqual([
      ['Nama', 'Sapaan', 'Kelompok', 'Sesi', 'Jumlah Orang', 'Hadir (orang)', 'Datang (orang)'],
      ['Budi', '', 'VIP', 'Semua', '2', '', ''],
    ]);
  });

  it('exports the selected guests only', async () => {
    const a = await addGuest(ctx, world, { name: 'A' });
    await addGuest(ctx, world, { name: 'B' });
    const c = await addGuest(ctx, world, { name: 'C' });
    const res = await ctx.request({
      method: 'POST',
      url: `/api/invitations/${world.invitation.id}/guests/export`,
      token: world.token,
      payload: { format: 'csv', ids: [c.id, a.id] },
    });
    expect(
      csvRows(res.rawPayload)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(['A', 'C']);
  });

  /** Guests as a spreadsheet can hold them, with the characters real lists have. */
  const text = (max: number) =>
    fc
      .array(
        fc.oneof(
          fc.constantFrom(
            'a',
            'B',
            'é',
            'ñ',
            'ع',
            'ب',
            '🌸',
            ' ',
            ',',
            '"',
            "'",
            ';',
            '=',
            '+',
            '-',
            '@',
            '.',
            '/',
            '(',
            '1',
          ),
          fc.string({ minLength: 1, maxLength: 3 }).filter((s) => /^[\p{L}\p{N} ]+$/u.test(s)),
        ),
        { minLength: 1, maxLength: max },
      )
      .map((parts) => parts.join('').replace(/\s+/g, ' ').trim())
      .filter((s) => s.length > 0 && s.length <= max && !s.includes(':::'));
  const phone = fc.oneof(
    fc.integer({ min: 10_000_000, max: 99_999_999 }).map((n) => `0812${n}`),
    fc.integer({ min: 100_000, max: 999_999 }).map((n) => `+34 612 ${n}`.slice(0, 15)),
    fc.constant(null),
  );
  const guestInput = fc.record({
    name: text(40),
    salutation: fc.option(fc.constantFrom('Bapak', 'Ibu', 'Bapak/Ibu', 'Saudara/i', '=Yth', '+Kak'), {
      nil: null,
    }),
    phone,
    email: fc.option(fc.constantFrom('budi@example.test', 'sari.dewi@contoh.id'), { nil: null }),
    group: fc.option(text(20), { nil: null }),
    quota: fc.integer({ min: 1, max: 20 }),
    invitedEventIds: fc.constantFrom([], ['akad'], ['resepsi'], ['akad', 'resepsi']),
    notes: fc.option(
      text(60).map((s) => s.replace(/;/g, '\n')),
      { nil: null },
    ),
    language: fc.constantFrom(null, 'id', 'en'),
  });

  it('imports what it exports back to the same guests, in .csv and .xlsx (property)', async () => {
    const shape = (guest: TGuest) => ({
      name: guest.name,
      salutation: guest.salutation,
      phone: guest.phone,
      email: guest.email,
      group: guest.group,
      quota: guest.quota,
      invitedEventIds: [...guest.invitedEventIds].sort(),
      notes: guest.notes,
      language: guest.language,
    });
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(guestInput, {
          minLength: 1,
          maxLength: 6,
          selector: (guest) => guest.name.toLowerCase(),
        }),
        fc.constantFrom('csv' as const, 'xlsx' as const),
        async (inputs, format) => {
          const source = await guestWorld(ctx, 'Sumber');
          const added: TGuest[] = [];
          for (const input of inputs) {
            const res = await ctx.request({
              method: 'POST',
              url: `/api/invitations/${source.invitation.id}/guests`,
              token: source.token,
              payload: input,
            });
            // Two generated guests may share a phone number; the list refuses the second, as it should.
            if (res.statusCode === 201) added.push(res.json<TGuest>());
            else expect(res.json().errors.phone).toBeDefined();
          }
          const file = await download(ctx, source, `format=${format}`);
          // A second invitation of the same couple, with the same events, receives the file.
          const target: TGuestWorld = {
            ...source,
            invitation: await createInvitation(ctx, source.token, { content: COMPLETE_CONTENT }),
          };
          const commit = await ctx.request({
            method: 'POST',
            url: `/api/invitations/${target.invitation.id}/guests/import/commit`,
            token: source.token,
            ...importUpload(`tamu.${format}`, file.rawPayload),
          });
          expect(commit.statusCode, commit.body).toBe(200);
          expect(commit.json<TImportResult>()).toMatchObject({ added: added.length, skipped: 0 });
          const imported = await listAll(ctx, target);
          const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
          expect(imported.map(shape).sort(byName)).toEqual(added.map(shape).sort(byName));
        },
      ),
      { numRuns: 12 },
    );
  });
});
