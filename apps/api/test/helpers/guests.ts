import { createHash, randomBytes } from 'node:crypto';
import Papa from 'papaparse';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDeflateRaw, crc32, deflateRawSync } from 'node:zlib';
import {
  FREE_GUEST_ALLOWANCE,
  type TGuest,
  type TImportPreview,
  type TImportResult,
  type TInvitation,
  type TUsherCreated,
} from '@undangin/shared';
import { eq } from 'drizzle-orm';
import { checkInUshers, guests, invitationPlans, invitations, packages } from '../../src/db/schema';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestContext, type TTestContext } from './app';
import {
  COMPLETE_CONTENT,
  createInvitation,
  publishedInvitation,
  session,
  uniqueSlug,
  type TSession,
} from './invitations';

export const FIXTURES = join(import.meta.dirname, '..', 'fixtures');
export const fixture = (name: string) => readFileSync(join(FIXTURES, name));

const MB = 1024 * 1024;
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** Deflates text, then `padding` spaces (in 1 MB pieces, so the test never holds them), then more text. */
async function deflated(head: string, padding: number, tail: string) {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let crc = crc32(head);
  deflate.write(head);
  const piece = Buffer.alloc(MB, ' ');
  for (let left = padding; left > 0; left -= MB) {
    const part = left >= MB ? piece : piece.subarray(0, left);
    crc = crc32(part, crc);
    if (!deflate.write(part)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  crc = crc32(tail, crc);
  deflate.end(tail);
  await done;
  return { data: Buffer.concat(chunks), crc, size: head.length + padding + tail.length };
}

/**
 * A real workbook (one sheet: "Nama", then "Budi") whose sheet XML carries `padding` spaces of
 * whitespace; its ZIP directory declares every entry's size as `declared` when given, as a zip bomb
 * writes it.
 */
export async function paddedWorkbook(padding: number, declared?: number): Promise<Buffer> {
  const parts: [string, string, number?][] = [
    [
      '[Content_Types].xml',
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ],
    [
      '_rels/.rels',
      `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `<workbook xmlns="${MAIN}" xmlns:r="${DOC}"><sheets><sheet name="Tamu" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ],
  ];
  const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
  const entries = parts.map(([name, xml]) => {
    const raw = Buffer.from(xml);
    return { name, data: deflateRawSync(raw), crc: crc32(raw), size: raw.length };
  });
  entries.push({
    name: 'xl/worksheets/sheet1.xml',
    ...(await deflated(
      `<worksheet xmlns="${MAIN}"><sheetData><row r="1">${cell('A1', 'Nama')}</row><row r="2">${cell('A2', 'Budi')}</row>`,
      padding,
      '</sheetData></worksheet>',
    )),
  });
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const size = declared ?? entry.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(entry.crc, 16);
    header.writeUInt32LE(entry.data.length, 20);
    header.writeUInt32LE(size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    central.push(header, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * Puts the invitation on a package of its own with these limits (the free allowance of guests and
 * QR check-in when not given, everything else allowed, no end in sight), so guest tests test the
 * guests rules, not the prices. Called again, it replaces the package.
 */
export async function setEntitlement(
  ctx: TTestContext,
  invitationId: string,
  options: { guestLimit?: number; qrCheckin?: boolean },
): Promise<void> {
  const [pkg] = await ctx.app.db
    .insert(packages)
    .values({
      code: `test-${randomBytes(6).toString('hex')}`,
      name: 'Paket Uji',
      price: 0,
      guestLimit: options.guestLimit ?? FREE_GUEST_ALLOWANCE,
      qrCheckin: options.qrCheckin ?? true,
      activeDays: 365,
      galleryLimit: 10,
      templateTier: 'premium',
      musicUpload: true,
      wishesModeration: true,
      showBranding: true,
      active: false,
    })
    .returning();
  const activeUntil = new Date(Date.UTC(2100, 0, 1));
  await ctx.app.db
    .insert(invitationPlans)
    .values({ invitationId, packageId: pkg!.id, activeUntil })
    .onConflictDoUpdate({ target: invitationPlans.invitationId, set: { packageId: pkg!.id, activeUntil } });
}

/** Back on the default package, as an invitation nobody bought a package for. */
export async function dropEntitlement(ctx: TTestContext, invitationId: string): Promise<void> {
  await ctx.app.db.delete(invitationPlans).where(eq(invitationPlans.invitationId, invitationId));
}

export type TGuestWorld = TSession & { invitation: TInvitation };

/** A couple with an invitation (events akad and resepsi, default pax 2), published when asked. */
export async function guestWorld(
  ctx: TTestContext,
  name = 'Rara Ayu',
  options: { published?: boolean } = {},
): Promise<TGuestWorld> {
  const owner = await session(ctx, { name });
  const invitation = options.published
    ? await publishedInvitation(ctx, owner.token)
    : await createInvitation(ctx, owner.token, { slug: uniqueSlug(), content: COMPLETE_CONTENT });
  return { ...owner, invitation };
}

/**
 * The hooks of a test file about one couple's invitation: one app for the file, an empty database
 * before each test and in it the couple's guest world (a published one for the guests' pages), on a
 * package with room for `guestLimit` guests when given. `use` is handed the app and the world before
 * the file's own beforeEach runs.
 */
export function guestWorldHooks(
  options: { name?: string; published?: boolean; guestLimit?: number },
  use: (ctx: TTestContext, world: TGuestWorld) => void,
): void {
  let ctx: TTestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.reset();
    const world = await guestWorld(ctx, options.name, { published: options.published });
    if (options.guestLimit !== undefined) {
      await setEntitlement(ctx, world.invitation.id, { guestLimit: options.guestLimit });
    }
    use(ctx, world);
  });
}

export async function addGuest(
  ctx: TTestContext,
  world: TGuestWorld,
  payload: Record<string, unknown>,
): Promise<TGuest> {
  const res = await ctx.request({
    method: 'POST',
    url: `/api/invitations/${world.invitation.id}/guests`,
    token: world.token,
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`adding a guest failed: ${res.statusCode} ${res.body}`);
  return res.json<TGuest>();
}

/** An usher link the couple makes for their invitation; its secret is in the answer, once. */
export async function createUsher(
  ctx: TTestContext,
  world: TGuestWorld,
  payload: { name: string; pin?: string | undefined },
): Promise<TUsherCreated> {
  const res = await ctx.request({
    method: 'POST',
    url: `/api/invitations/${world.invitation.id}/ushers`,
    token: world.token,
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`making an usher link failed: ${res.statusCode} ${res.body}`);
  return res.json<TUsherCreated>();
}

/** A call as the usher's screen makes it: the link's secret (and its PIN) in headers, no account. */
export function asUsher(
  ctx: TTestContext,
  token: string,
  options: { method?: 'GET' | 'POST'; url: string; payload?: unknown; pin?: string },
) {
  return ctx.request({
    method: options.method ?? 'GET',
    url: options.url,
    payload: options.payload as Record<string, unknown> | undefined,
    headers: { 'x-usher-token': token, ...(options.pin ? { 'x-usher-pin': options.pin } : {}) },
  });
}

/** A multipart body with one file and the import options, as the browser's FormData sends it. */
export function importUpload(filename: string, bytes: Buffer, options: Record<string, unknown> = {}) {
  const boundary = '----undangin-guests-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="options"\r\n\r\n${JSON.stringify(options)}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function previewFile(ctx: TTestContext, world: TGuestWorld, filename: string, bytes: Buffer) {
  const res = await ctx.request({
    method: 'POST',
    url: `/api/invitations/${world.invitation.id}/guests/import`,
    token: world.token,
    ...importUpload(filename, bytes),
  });
  return { res, preview: res.statusCode === 200 ? res.json<TImportPreview>() : null };
}

export async function commitFile(ctx: TTestContext, world: TGuestWorld, filename: string, bytes: Buffer) {
  const res = await ctx.request({
    method: 'POST',
    url: `/api/invitations/${world.invitation.id}/guests/import/commit`,
    token: world.token,
    ...importUpload(filename, bytes),
  });
  return { res, result: res.statusCode === 200 ? res.json<TImportResult>() : null };
}

export async function listAll(ctx: TTestContext, world: TGuestWorld, query = ''): Promise<TGuest[]> {
  const res = await ctx.request({
    method: 'GET',
    url: `/api/invitations/${world.invitation.id}/guests?perPage=100&sortBy=name&orderBy=asc${query}`,
    token: world.token,
  });
  if (res.statusCode !== 200) throw new Error(`listing failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: TGuest[] }>().data;
}

/** Puts an invitation on a seeded package for 30 days, as an approved purchase does. */
export async function putOnPackage(ctx: TTestContext, invitationId: string, code: string): Promise<void> {
  const [pkg] = await ctx.app.db.select().from(packages).where(eq(packages.code, code));
  if (!pkg) throw new Error(`package ${code} was not seeded`);
  await ctx.app.db.insert(invitationPlans).values({
    invitationId,
    packageId: pkg.id,
    activeUntil: new Date(ctx.clock.now().getTime() + 30 * 86_400_000),
  });
}

/** What the authorization matrix calls the guests routes with, created straight in the database. */
export type TMatrixGuests = {
  invitationId: string;
  guestId: string;
  code: string;
  usherId: string;
  usherToken: string;
};

export async function matrixGuests(ctx: TTestContext, ownerId: string): Promise<TMatrixGuests> {
  const [invitation] = await ctx.app.db
    .insert(invitations)
    .values({
      userId: ownerId,
      slug: uniqueSlug('tamu-matriks'),
      content: COMPLETE_CONTENT as Record<string, unknown>,
    })
    .returning();
  // On a package that includes QR check-in, as a couple who bought one.
  await putOnPackage(ctx, invitation!.id, 'premium');
  const code = randomBytes(16).toString('base64url');
  const [guest] = await ctx.app.db
    .insert(guests)
    .values({ invitationId: invitation!.id, code, name: 'Tamu Matriks', quota: 2 })
    .returning();
  const usherToken = randomBytes(24).toString('base64url');
  const [usher] = await ctx.app.db
    .insert(checkInUshers)
    .values({
      invitationId: invitation!.id,
      name: 'Penerima Matriks',
      tokenHash: createHash('sha256').update(usherToken).digest('hex'),
    })
    .returning();
  return { invitationId: invitation!.id, guestId: guest!.id, code, usherId: usher!.id, usherToken };
}

/**
 * The couple's CSV export read back as a spreadsheet would: a cell by the guest's name (the first
 * column) and the column's heading.
 */
export async function exportedCells(
  ctx: TTestContext,
  world: TGuestWorld,
): Promise<(name: string, column: string) => string | undefined> {
  const res = await ctx.request({
    method: 'GET',
    url: `/api/invitations/${world.invitation.id}/guests/export?format=csv`,
    token: world.token,
  });
  if (res.statusCode !== 200) throw new Error(`exporting failed: ${res.statusCode} ${res.body}`);
  // Past the byte-order mark Excel needs to read UTF-8.
  const [header, ...rows] = Papa.parse<string[]>(res.body.slice(1), { skipEmptyLines: true }).data;
  return (name, column) => rows.find((row) => row[0] === name)?.[header!.indexOf(column)];
}
