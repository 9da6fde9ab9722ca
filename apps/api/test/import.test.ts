import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { TImportPreview, TImportResult, TNotification } from '@undangin/shared';
import { notifications } from '../src/db/schema';
import type { TTestContext } from './helpers/app';
import {
  addGuest,
  commitFile,
  fixture,
  guestWorld,
  guestWorldHooks,
  importUpload,
  listAll,
  paddedWorkbook,
  previewFile,
  setEntitlement,
  type TGuestWorld,
} from './helpers/guests';

const CSV = 'tamu-google-contacts.csv';
const MB = 1024 * 1024;

/** A multipart upload whose file part never ends until `finish` is called: the body is still arriving. */
function slowUpload(bytes: Buffer) {
  const { payload, headers } = importUpload('tamu.csv', bytes);
  const cut = payload.length - 40;
  const body = new PassThrough();
  body.write(payload.subarray(0, cut));
  return { payload: body, headers, finish: () => body.end(payload.subarray(cut)) };
}

const XLSX = 'tamu-excel.xlsx';

describe('guests: importing spreadsheets', () => {
  let ctx: TTestContext;
  let world: TGuestWorld;
  guestWorldHooks({ guestLimit: 1000 }, (app, made) => {
    ctx = app;
    world = made;
  });

  const rowOf = (preview: TImportPreview, name: string) => {
    const row = preview.rows.find((candidate) => candidate.name === name);
    if (!row) throw new Error(`no row named ${name}`);
    return row;
  };

  it('previews the Google Contacts export: its own column names, groups without the system labels, every problem row with its reason', async () => {
    const { res, preview } = await previewFile(ctx, world, CSV, fixture(CSV));
    expect(res.statusCode, res.body).toBe(200);
    expect(preview!.headerRow).toBe(1);
    expect(preview!.columns).toMatchObject({ name: 0, phone: 8, group: 6, notes: 5, quota: null });
    expect(preview!.counts).toEqual({ total: 53, new: 50, update: 0, unchanged: 0, error: 3 });
    expect(preview!.limit).toEqual({ limit: 1000, current: 0, fits: true });

    expect(rowOf(preview!, 'Dr. Eko Simanjuntak')).toMatchObject({
      phone: '+6281658909219',
      group: 'Keluarga Pria',
      status: 'new',
    });
    expect(rowOf(preview!, 'Hj. I Gede Halim').phone).toBe('+6281870316327');
    expect(rowOf(preview!, 'Hendra Rahmawati').phone).toBe('+6281247793855');
    expect(rowOf(preview!, 'Keluarga Besar Bpk. Sutrisno, S.H.')).toMatchObject({
      phone: '+6281211112222',
      notes: 'koma di nama',
    });
    expect(rowOf(preview!, 'José "Pepe" Ramírez').phone).toBe('+34612345678');
    expect(rowOf(preview!, 'عبد الله بن أحمد')).toMatchObject({ phone: '+6281322223333', status: 'new' });
    expect(rowOf(preview!, 'Mbak Yuni 🌸')).toMatchObject({
      status: 'error',
      errors: [`Nomor telepon sama dengan baris ${rowOf(preview!, 'عبد الله بن أحمد').row}`],
    });
    expect(rowOf(preview!, 'Pak RT')).toMatchObject({
      status: 'new',
      phone: '+62215551234',
      warnings: ['Nomor telepon rumah: pesan WhatsApp mungkin tidak sampai'],
    });
    const nameless = preview!.rows.find((row) => row.notes === 'tanpa nama')!;
    expect(nameless).toMatchObject({ status: 'error', errors: ['Nama kosong'], row: 47 });
    expect(rowOf(preview!, 'Nomor Salah')).toMatchObject({
      status: 'error',
      errors: ['Nomor telepon tidak valid: "12345"'],
    });
    expect(rowOf(preview!, 'Tanpa Nomor')).toMatchObject({ status: 'new', phone: null });
    expect(rowOf(preview!, 'Spasi Berlebih')).toMatchObject({
      phone: '+6281544445555',
      group: 'VIP',
      status: 'new',
    });
    expect(rowOf(preview!, '<script>alert(1)</script>').status).toBe('new');
    expect(rowOf(preview!, '=HYPERLINK("http://contoh.test","klik")').status).toBe('new');
  });

  it('previews the Excel workbook: the header below a title row, a number that lost its zero, headcounts empty and wrong, and the other sheet ignored', async () => {
    const { res, preview } = await previewFile(ctx, world, XLSX, fixture(XLSX));
    expect(res.statusCode, res.body).toBe(200);
    expect(preview!.sheet).toBe('Daftar Tamu');
    expect(preview!.headerRow).toBe(3);
    expect(preview!.headers).toEqual([
      'No.',
      'Nama Tamu',
      'No. WhatsApp',
      'Kelompok',
      'Jumlah Orang',
      'Keterangan',
    ]);
    expect(preview!.columns).toMatchObject({ name: 1, phone: 2, group: 3, quota: 4, notes: 5 });
    expect(preview!.counts).toEqual({ total: 54, new: 50, update: 0, unchanged: 0, error: 4 });
    expect(rowOf(preview!, 'Angka Tanpa Nol')).toMatchObject({
      phone: '+6281299887766',
      status: 'new',
      row: 57,
    });
    expect(rowOf(preview!, 'Keluarga Besar Bpk. Sutrisno, S.H.').quota).toBe(6);
    expect(rowOf(preview!, 'Jumlah Kosong')).toMatchObject({ quota: null, status: 'new' });
    expect(rowOf(preview!, 'Jumlah Aneh')).toMatchObject({
      status: 'error',
      errors: ['Jumlah orang harus angka 1–20, tertulis "dua"'],
    });
  });

  it('saves the valid rows, then adds nobody when the same file comes again, and says why rows were skipped', async () => {
    const first = await commitFile(ctx, world, XLSX, fixture(XLSX));
    expect(first.res.statusCode, first.res.body).toBe(200);
    expect(first.result).toMatchObject({ added: 50, updated: 0, skipped: 4 });
    expect(first.result!.reasons.map((r) => r.reason)).toEqual([
      'Nomor telepon sama dengan baris 46',
      'Nama kosong',
      'Nomor telepon tidak valid: "12345"',
      'Jumlah orang harus angka 1–20, tertulis "dua"',
    ]);
    const guests = await listAll(ctx, world, '&page=1');
    expect(guests).toHaveLength(50);
    const byName = (name: string) => guests.find((guest) => guest.name === name);
    expect(byName('Jumlah Kosong')!.quota).toBe(2);
    expect(byName('=HYPERLINK("http://contoh.test","klik")')).toBeDefined();
    expect(byName('<script>alert(1)</script>')).toBeDefined();

    const again = await commitFile(ctx, world, XLSX, fixture(XLSX));
    expect(again.result).toMatchObject({ added: 0, updated: 0, skipped: 54 });
    expect(
      again.result!.reasons.filter((r) => r.reason === 'Sudah ada di daftar tamu, tidak ada perubahan'),
    ).toHaveLength(50);
    expect(await listAll(ctx, world, '&page=1')).toHaveLength(50);

    const notice = (await ctx.app.db.select().from(notifications)).map((n) => n as unknown as TNotification);
    expect(notice.map((n) => n.title)).toEqual(['Impor tamu selesai', 'Impor tamu selesai']);
  });

  it('updates the guests a second file names by phone, or by name and group when there is no phone', async () => {
    await commitFile(ctx, world, CSV, fixture(CSV));
    const second = await commitFile(ctx, world, XLSX, fixture(XLSX));
    expect(second.res.statusCode).toBe(200);
    // The workbook holds the same people with their headcounts (quotas other than the default are
    // updates), and one more: the number typed as a number.
    expect(second.result!.added).toBe(1);
    expect(second.result!.updated).toBeGreaterThan(0);
    const sutrisno = (await listAll(ctx, world, `&q=${encodeURIComponent('Sutrisno')}`))[0]!;
    expect(sutrisno.quota).toBe(6);
    const noPhone = (await listAll(ctx, world, '&q=Tanpa Nomor'))[0]!;
    expect(noPhone).toMatchObject({ phone: null, quota: 2, group: 'Keluarga Wanita' });
  });

  it('saves nothing when the new guests do not fit the package, and says how many fit', async () => {
    await setEntitlement(ctx, world.invitation.id, { guestLimit: 52 });
    await addGuest(ctx, world, { name: 'Sudah Ada 1' });
    await addGuest(ctx, world, { name: 'Sudah Ada 2' });
    await addGuest(ctx, world, { name: 'Sudah Ada 3' });
    const { preview } = await previewFile(ctx, world, CSV, fixture(CSV));
    expect(preview!.limit).toEqual({ limit: 52, current: 3, fits: false });
    const { res } = await commitFile(ctx, world, CSV, fixture(CSV));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Batas tamu paket undangan ini 52 dan sudah terisi 3. Masih muat 49 tamu lagi, sedangkan yang akan ditambahkan 50 tamu baru. Tingkatkan paket di menu Paket untuk menambah batas tamu.',
    );
    expect(await listAll(ctx, world)).toHaveLength(3);
  });

  it('reads lines pasted from a spreadsheet: name, tab, phone', async () => {
    const url = `/api/invitations/${world.invitation.id}/guests/import`;
    const text = 'Budi Santoso\t0812-3456-7890\nSari Dewi\t+62 813 1111 2222\nTanpa Telepon\n';
    const preview = await ctx.request({ method: 'POST', url, token: world.token, payload: { text } });
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json<TImportPreview>();
    expect(body.headerRow).toBe(0);
    expect(body.rows.map((row) => [row.row, row.name, row.phone, row.status])).toEqual([
      [1, 'Budi Santoso', '+6281234567890', 'new'],
      [2, 'Sari Dewi', '+6281311112222', 'new'],
      [3, 'Tanpa Telepon', null, 'new'],
    ]);
    const commit = await ctx.request({
      method: 'POST',
      url: `${url}/commit`,
      token: world.token,
      payload: { text },
    });
    expect(commit.json<TImportResult>()).toMatchObject({ added: 3, updated: 0, skipped: 0 });
    const empty = await ctx.request({ method: 'POST', url, token: world.token, payload: { text: '' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.text).toEqual(['Tempel daftar tamu terlebih dahulu']);
  });

  it('takes the header row and the columns the user chose when the headers mean nothing', async () => {
    const text = 'Kolom A;Kolom B;Kolom C\n0812 3456 7890;Budi;VIP\n0813 1111 2222;Sari;Teman\n';
    const url = `/api/invitations/${world.invitation.id}/guests/import`;
    const guessed = await ctx.request({ method: 'POST', url, token: world.token, payload: { text } });
    expect(guessed.json<TImportPreview>().columns).toMatchObject({ name: 1, phone: 0 });
    const chosen = await ctx.request({
      method: 'POST',
      url,
      token: world.token,
      payload: { text, headerRow: 1, columns: { name: 1, phone: 0, group: 2 } },
    });
    const body = chosen.json<TImportPreview>();
    expect(body.headerRow).toBe(1);
    expect(body.rows.map((row) => [row.name, row.phone, row.group])).toEqual([
      ['Budi', '+6281234567890', 'VIP'],
      ['Sari', '+6281311112222', 'Teman'],
    ]);
  });

  it('reads a CSV in whatever encoding Excel saved it: UTF-8 with or without a BOM, UTF-16 "Unicode text", else Windows-1252', async () => {
    const text = 'Nama,No. WhatsApp\r\nJosé Ramírez,0812 3456 7890\r\nD’Souza Müller,0813 1111 2222\r\n';
    const files = {
      utf8: Buffer.from(text, 'utf8'),
      utf8Bom: Buffer.from(`\uFEFF${text}`, 'utf8'),
      utf16: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text.replaceAll(',', '\t'), 'utf16le')]),
      // Older Excel: é í ü are their Latin-1 bytes, ’ is 0x92.
      windows1252: Buffer.from(text.replace('’', '\u0092'), 'latin1'),
    };
    for (const [encoding, bytes] of Object.entries(files)) {
      const { res, preview } = await previewFile(ctx, world, 'tamu.csv', bytes);
      expect(res.statusCode, `${encoding}: ${res.body}`).toBe(200);
      expect(
        preview!.rows.map((row) => row.name),
        encoding,
      ).toEqual(['José Ramírez', 'D’Souza Müller']);
    }
  });

  it('refuses a file with an unreadable character and says which line, rather than saving "Jos�"', async () => {
    const broken = Buffer.from('Nama,No. WhatsApp\r\nJos\uFFFD,0812 3456 7890\r\n', 'utf8');
    for (const send of [previewFile, commitFile]) {
      const { res } = await send(ctx, world, 'tamu.csv', broken);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(
        'Baris 2 berisi karakter yang tidak terbaca (�). Perbaiki baris itu di spreadsheet, simpan sebagai CSV UTF-8, lalu unggah lagi.',
      );
    }
    // A lone UTF-16 surrogate would decode to the same replacement character.
    const lone = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('Nama\r\nJos', 'utf16le'),
      Buffer.from([0x00, 0xd8]),
    ]);
    expect((await previewFile(ctx, world, 'tamu.csv', lone)).res.statusCode).toBe(422);
    expect(await listAll(ctx, world)).toEqual([]);
  });

  it('refuses files that are not spreadsheets and answers 404 for another user’s invitation', async () => {
    const pdf = await previewFile(ctx, world, 'tamu.pdf', Buffer.from('%PDF-1.4\n\u0000\u0001binary'));
    expect(pdf.res.statusCode).toBe(422);
    expect(pdf.res.json().message).toMatch(/^File tidak dapat dibaca/);
    const stranger = await guestWorld(ctx, 'Orang Lain');
    const res = await previewFile(ctx, { ...stranger, invitation: world.invitation }, CSV, fixture(CSV));
    expect(res.res.statusCode).toBe(404);
  });

  it('refuses a workbook whose sheet unpacks past the limit, whatever its ZIP directory declares', async () => {
    const honest = await previewFile(ctx, world, 'tamu.xlsx', await paddedWorkbook(1024));
    expect(honest.res.statusCode, honest.res.body).toBe(200);
    expect(honest.preview!.rows.map((row) => row.name)).toEqual(['Budi']);

    // 200 MB of whitespace, declared as 1 KB per entry: a ~200 KB upload.
    const bomb = await paddedWorkbook(200 * MB, 1024);
    expect(bomb.length).toBeLessThan(MB);
    for (const send of [previewFile, commitFile]) {
      const { res } = await send(ctx, world, 'tamu.xlsx', bomb);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(
        'Isi file terlalu besar setelah dibuka (lebih dari 32 MB). Hapus gambar dan sheet lain yang tidak perlu, atau bagi daftar tamu menjadi beberapa file.',
      );
    }
    expect(await listAll(ctx, world)).toEqual([]);
  });

  it('takes a workbook that unpacks to just under the limit and refuses one just over it', async () => {
    const status = async (padding: number) =>
      (await previewFile(ctx, world, 'tamu.xlsx', await paddedWorkbook(padding))).res.statusCode;
    // The workbook's small parts and the sheet's own XML take under 1 KB beside the padding.
    expect(await status(32 * MB - 1024)).toBe(200);
    expect(await status(32 * MB)).toBe(413);
  });

  it('answers 404 for another user’s invitation before reading the upload', async () => {
    const stranger = await guestWorld(ctx, 'Orang Lain');
    // The body never finishes: only an answer given before reading it can arrive.
    const upload = slowUpload(Buffer.alloc(8 * MB, 'a'));
    const res = await ctx.request({
      method: 'POST',
      url: `/api/invitations/${world.invitation.id}/guests/import`,
      token: stranger.token,
      payload: upload.payload,
      headers: upload.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Undangan tidak ditemukan');
    upload.finish();
  });

  it('unpacks two imports at a time per process and tells a third when to retry', async () => {
    const csv = Buffer.from('Nama,No. WhatsApp\nBudi,081234567890\n');
    const url = `/api/invitations/${world.invitation.id}/guests/import`;
    // Three uploads whose bodies are still arriving: two hold a place, the third is answered at once.
    const uploads = [slowUpload(csv), slowUpload(csv), slowUpload(csv)];
    const running = uploads.map((upload, index) =>
      ctx
        .request({
          method: 'POST',
          url,
          token: world.token,
          payload: upload.payload,
          headers: upload.headers,
        })
        .then((res) => ({ res, index })),
    );
    const { res: refused, index } = await Promise.race(running);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json().message).toBe(
      'Sedang ada impor tamu lain yang diproses. Tunggu beberapa detik lalu coba lagi.',
    );
    for (const upload of uploads) upload.finish();
    const answered = await Promise.all(running);
    for (const other of answered.filter((item) => item.index !== index)) {
      expect(other.res.statusCode, other.res.body).toBe(200);
    }
    expect((await previewFile(ctx, world, 'tamu.csv', csv)).res.statusCode).toBe(200);
  });

  it('offers a template file whose columns the importer recognises', async () => {
    const res = await ctx.request({
      method: 'GET',
      url: `/api/invitations/${world.invitation.id}/guests/import/template?format=xlsx`,
      token: world.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="template-impor-tamu.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const header = workbook.worksheets[0]!.getRow(1).values as string[];
    expect(header.slice(1)).toEqual([
      'Nama',
      'Sapaan',
      'No. WhatsApp',
      'Email',
      'Kelompok',
      'Jumlah Orang',
      'Sesi',
      'Catatan',
      'Bahasa',
      'Anggota keluarga',
    ]);
    const sheet = workbook.worksheets[0]!;
    sheet.addRow([
      'Budi',
      'Bapak',
      '0812 3456 7890',
      'budi@example.test',
      'VIP',
      3,
      'Akad Nikah; Resepsi',
      'teman lama',
      'English',
      '',
    ]);
    sheet.addRow(['Sari', 'Ibu', '', '', 'Teman', '', 'Resepsi', '', '', '']);
    sheet.addRow(['Keluarga Bapak Harto', '', '', '', 'Keluarga', 4, '', '', '', 'Pak Harto; Bu Harto; Dimas']);
    const filled = Buffer.from(await workbook.xlsx.writeBuffer());
    const { preview } = await previewFile(ctx, world, 'isi.xlsx', filled);
    expect(
      preview!.rows.map((row) => [
        row.name,
        row.salutation,
        row.phone,
        row.email,
        row.quota,
        row.invitedEventIds,
        row.language,
        row.members,
        row.status,
      ]),
    ).toEqual([
      ['Budi', 'Bapak', '+6281234567890', 'budi@example.test', 3, ['akad', 'resepsi'], 'en', null, 'new'],
      ['Sari', 'Ibu', null, null, null, ['resepsi'], null, null, 'new'],
      ['Keluarga Bapak Harto', null, null, null, 4, null, null, ['Pak Harto', 'Bu Harto', 'Dimas'], 'new'],
    ]);
    const csv = await ctx.request({
      method: 'GET',
      url: `/api/invitations/${world.invitation.id}/guests/import/template?format=csv`,
      token: world.token,
    });
    expect(csv.body).toBe(
      '\uFEFFNama,Sapaan,No. WhatsApp,Email,Kelompok,Jumlah Orang,Sesi,Catatan,Bahasa,Anggota keluarga\r\n',
    );
  });
});
