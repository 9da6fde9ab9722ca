import { randomBytes } from 'node:crypto';
import jsQR from 'jsqr';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFObject,
} from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { TGuest, TImportPreview, TImportResult } from '@undangin/shared';
import { guests } from '../src/db/schema';
import type { TTestContext } from './helpers/app';
import { session } from './helpers/invitations';
import { addGuest, exportedCells, guestWorldHooks, listAll, type TGuestWorld } from './helpers/guests';

function streamText(object: PDFObject | undefined): string {
  if (!(object instanceof PDFRawStream)) return '';
  return Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
}

/** A page's drawing instructions, whether its content is one stream or several. */
function pageContent(pdf: PDFDocument, index: number): string {
  const node = pdf.getPage(index).node;
  const contents = node.Contents();
  if (contents instanceof PDFArray) {
    return contents
      .asArray()
      .map((ref) => streamText(pdf.context.lookup(ref)))
      .join('\n');
  }
  return streamText(contents);
}

/** The text a page shows: the standard fonts write it as hex strings of WinAnsi (Latin-1) codes. */
function pageText(pdf: PDFDocument, index: number): string {
  return [...pageContent(pdf, index).matchAll(/<([0-9A-Fa-f]*)> Tj/g)]
    .map((match) => Buffer.from(match[1]!, 'hex').toString('latin1'))
    .join('\n');
}

/** What each QR on a page reads: its vector drawing painted into pixels and read by a QR decoder. */
function pageQrTexts(pdf: PDFDocument, index: number): string[] {
  const resources = pdf.getPage(index).node.Resources()!;
  const objects = resources.lookup(PDFName.of('XObject'), PDFDict);
  return objects.entries().map(([, ref]) => {
    const drawing = streamText(pdf.context.lookup(ref));
    const rects = [...drawing.matchAll(/(\d+) (\d+) (\d+) 1 re/g)].map((m) => m.slice(1).map(Number));
    const modules = Math.max(...rects.map(([x, y, w]) => Math.max(x! + w!, y! + 1)));
    const scale = 4;
    const quiet = 4;
    const side = (modules + 2 * quiet) * scale;
    const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
    for (const [x, y, w] of rects) {
      for (let px = x! * scale; px < (x! + w!) * scale; px++) {
        for (let py = (modules - 1 - y!) * scale; py < (modules - y!) * scale; py++) {
          const offset = ((py + quiet * scale) * side + px + quiet * scale) * 4;
          pixels[offset] = pixels[offset + 1] = pixels[offset + 2] = 0;
        }
      }
    }
    return jsQR(pixels, side, side)?.data ?? '';
  });
}

describe('guests: page language and QR cards', () => {
  let ctx: TTestContext;
  let world: TGuestWorld;
  guestWorldHooks({ published: true, guestLimit: 3000 }, (app, made) => {
    ctx = app;
    world = made;
  });

  const cards = (query = '') =>
    ctx.request({
      method: 'GET',
      url: `/api/invitations/${world.invitation.id}/guests/cards.pdf${query}`,
      token: world.token,
    });

  const openPdf = async (res: { rawPayload: Buffer }) => PDFDocument.load(res.rawPayload);

  describe('language', () => {
    it('is stored, read back and changed; null is the invitation’s own, anything but id or en is refused', async () => {
      const plain = await addGuest(ctx, world, { name: 'Budi' });
      expect(plain.language).toBeNull();
      expect(plain.link).not.toContain('?');

      const english = await addGuest(ctx, world, { name: 'John', language: 'en' });
      expect(english.language).toBe('en');
      expect(english.link).toBe(
        `${new URL(english.link).origin}/u/${world.invitation.slug}/${english.code}?lang=en`,
      );
      expect((await listAll(ctx, world)).find((guest) => guest.id === english.id)?.language).toBe('en');

      const patch = (payload: Record<string, unknown>) =>
        ctx.request({ method: 'PATCH', url: `/api/guests/${english.id}`, token: world.token, payload });
      const back = await patch({ language: null });
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json<TGuest>()).toMatchObject({
        language: null,
        link: english.link.replace('?lang=en', ''),
      });
      expect((await patch({ language: 'id' })).json<TGuest>().link.endsWith('?lang=id')).toBe(true);

      const refused = await patch({ language: 'ar' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ errors: { language: ['Bahasa halaman harus id atau en'] } });
    });

    it('opens the personal page in the guest’s language, which the guest can still switch', async () => {
      const english = await addGuest(ctx, world, { name: 'John', language: 'en' });
      const plain = await addGuest(ctx, world, { name: 'Budi' });
      const open = (link: string) => {
        const url = new URL(link);
        return ctx.request({
          method: 'GET',
          url: url.pathname + url.search,
          headers: { 'user-agent': 'test-bot' },
        });
      };
      const page = await open(english.link);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<html lang="en"');
      expect(page.body).toContain('John');
      // The page's own language switch keeps working on the personal link.
      expect((await open(english.link.replace('?lang=en', '?lang=id'))).body).toContain('<html lang="id"');
      expect((await open(plain.link)).body).toContain('<html lang="id"');
      // Without ?lang= (a link sent before the language was set, a plain form's way back) it holds too.
      expect((await open(english.link.replace('?lang=en', ''))).body).toContain('<html lang="en"');
      // The general link's switch is untouched.
      expect((await open(`${plain.link.split('/u/')[0]}/u/${world.invitation.slug}?lang=en`)).body).toContain(
        '<html lang="en"',
      );
    });

    it('is imported from a "Bahasa" column (id, en, Indonesia, English in any case), a wrong one refused on its row', async () => {
      const text = 'Nama\tBahasa\nBudi\tEnglish\nSari\tindonesia\nTono\tJawa\nDewi\t\nJohn\tEN';
      const preview = await ctx.request({
        method: 'POST',
        url: `/api/invitations/${world.invitation.id}/guests/import`,
        token: world.token,
        payload: { text },
      });
      expect(preview.statusCode, preview.body).toBe(200);
      const rows = preview.json<TImportPreview>().rows;
      expect(rows.map((row) => [row.name, row.language, row.status, row.errors])).toEqual([
        ['Budi', 'en', 'new', []],
        ['Sari', 'id', 'new', []],
        ['Tono', null, 'error', ['Bahasa harus id atau en (Indonesia atau English), tertulis "Jawa"']],
        ['Dewi', null, 'new', []],
        ['John', 'en', 'new', []],
      ]);
      const commit = await ctx.request({
        method: 'POST',
        url: `/api/invitations/${world.invitation.id}/guests/import/commit`,
        token: world.token,
        payload: { text },
      });
      expect(commit.json<TImportResult>()).toMatchObject({ added: 4, skipped: 1 });
      const saved = Object.fromEntries(
        (await listAll(ctx, world)).map((guest) => [guest.name, guest.language]),
      );
      expect(saved).toEqual({ Budi: 'en', Sari: 'id', Dewi: null, John: 'en' });

      // Importing again: a new language changes the guest, an empty cell keeps the one it has.
      const again = await ctx.request({
        method: 'POST',
        url: `/api/invitations/${world.invitation.id}/guests/import/commit`,
        token: world.token,
        payload: { text: 'Nama\tBahasa\nBudi\tid\nJohn\t' },
      });
      expect(again.json<TImportResult>()).toMatchObject({ added: 0, updated: 1 });
      const after = Object.fromEntries(
        (await listAll(ctx, world)).map((guest) => [guest.name, guest.language]),
      );
      expect(after).toMatchObject({ Budi: 'id', John: 'en' });
    });

    it('is exported in the "Bahasa" column, beside the personal link that carries it', async () => {
      const english = await addGuest(ctx, world, { name: 'John', language: 'en' });
      await addGuest(ctx, world, { name: 'Budi' });
      const cell = await exportedCells(ctx, world);
      expect(cell('John', 'Bahasa')).toBe('en');
      expect(cell('John', 'Link Undangan')).toBe(english.link);
      expect(cell('Budi', 'Bahasa')).toBe('');
    });
  });

  describe('QR cards', () => {
    it('prints 8 cards an A4 page with the couple, each guest’s salutation and name, and the QR of their personal link', async () => {
      const added: TGuest[] = [];
      for (let index = 1; index <= 9; index++) {
        added.push(
          await addGuest(ctx, world, {
            name: index === 9 ? 'José Ñúñez' : `Tamu ${index}`,
            salutation: index === 1 ? 'Bapak' : null,
            language: index === 2 ? 'en' : null,
          }),
        );
      }
      const res = await cards();
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="kartu-qr-${world.invitation.slug}.pdf"`,
      );
      const pdf = await openPdf(res);
      expect(pdf.getPageCount()).toBe(2);
      expect(pdf.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });

      const first = pageText(pdf, 0);
      expect(first).toContain('Rara & Dimas');
      expect(first).toContain('Bapak Tamu 1');
      expect(first).toContain('WEDDING INVITATION');
      expect(first.match(/UNDANGAN PERNIKAHAN/g)).toHaveLength(7);
      // The accents of a Western name print as written (WinAnsi), not as question marks.
      expect(pageText(pdf, 0) + pageText(pdf, 1)).toContain('José Ñúñez');

      const links = [...pageQrTexts(pdf, 0), ...pageQrTexts(pdf, 1)];
      expect(links.sort()).toEqual(added.map((guest) => guest.link).sort());
      // The link printed for typing is the same address without its scheme.
      const english = added[1]!;
      expect(first).toContain(english.link.replace(/^https?:\/\//, ''));
    });

    it('prints a group, or one chosen guest, and nobody else', async () => {
      await addGuest(ctx, world, { name: 'Andi', group: 'Kantor' });
      await addGuest(ctx, world, { name: 'Bela', group: 'Kantor' });
      const other = await addGuest(ctx, world, { name: 'Citra', group: 'Keluarga' });

      const group = await openPdf(await cards('?group=Kantor'));
      expect(group.getPageCount()).toBe(1);
      expect(pageQrTexts(group, 0)).toHaveLength(2);
      expect(pageText(group, 0)).not.toContain('Citra');

      const one = await ctx.request({
        method: 'POST',
        url: `/api/invitations/${world.invitation.id}/guests/cards.pdf`,
        token: world.token,
        payload: { ids: [other.id] },
      });
      expect(one.statusCode, one.body).toBe(200);
      const pdf = await openPdf(one);
      expect(pageQrTexts(pdf, 0)).toEqual([other.link]);
      expect(pageText(pdf, 0)).toContain('Citra');
      expect(pageText(pdf, 0)).not.toContain('Andi');
    });

    it('is another owner’s 404, and an empty choice is told plainly', async () => {
      const guest = await addGuest(ctx, world, { name: 'Andi' });
      const stranger = await session(ctx, { name: 'Orang Lain' });
      const get = await ctx.request({
        method: 'GET',
        url: `/api/invitations/${world.invitation.id}/guests/cards.pdf`,
        token: stranger.token,
      });
      expect(get.statusCode).toBe(404);
      const post = await ctx.request({
        method: 'POST',
        url: `/api/invitations/${world.invitation.id}/guests/cards.pdf`,
        token: stranger.token,
        payload: { ids: [guest.id] },
      });
      expect(post.statusCode).toBe(404);

      const none = await cards('?group=Tidak%20Ada');
      expect(none.statusCode).toBe(422);
      expect(none.json()).toEqual({ message: 'Tidak ada tamu untuk dicetak kartunya', code: 'CARDS_EMPTY' });
    });

    it('prints up to 2,000 guests in one file (250 pages), two files at a time, and refuses the 2,001st with what to do instead', async () => {
      const rows = (from: number, count: number) =>
        Array.from({ length: count }, (_, index) => ({
          invitationId: world.invitation.id,
          code: randomBytes(16).toString('base64url'),
          name: `Tamu ${from + index}`,
          quota: 2,
        }));
      await ctx.app.db.insert(guests).values(rows(1, 1000));
      await ctx.app.db.insert(guests).values(rows(1001, 1000));
      // A process makes two such files at once; a third caller is told to come back, not queued.
      // Both files made are the whole list (one file alone is the same work, so it is not made again).
      const together = await Promise.all([cards(), cards(), cards()]);
      expect(together.map((res) => res.statusCode).sort()).toEqual([200, 200, 503]);
      for (const full of together.filter((res) => res.statusCode === 200))
        expect((await openPdf(full)).getPageCount()).toBe(250);
      const busy = together.find((res) => res.statusCode === 503)!;
      expect(busy.headers['retry-after']).toBe('5');
      expect(busy.json()).toEqual({
        message: 'Sedang ada kartu QR lain yang dibuat. Tunggu beberapa detik lalu coba lagi.',
      });

      await ctx.app.db.insert(guests).values(rows(2001, 1));
      const over = await cards();
      expect(over.statusCode).toBe(422);
      expect(over.json()).toEqual({
        message:
          'Kartu QR maksimal 2000 tamu sekali cetak, yang dipilih 2001. Pilih satu kelompok atau sesi lalu cetak per bagian.',
        code: 'CARDS_TOO_MANY',
      });
    });
  });
});
