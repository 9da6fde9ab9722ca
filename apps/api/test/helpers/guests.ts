import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TGuest, TImportPreview, TImportResult, TInvitation } from '@undangin/shared';
import { eq } from 'drizzle-orm';
import { checkInUshers, guests, invitationPlans, invitations, packages } from '../../src/db/schema';
import { FREE_ALLOWANCE, setPlanSource } from '../../src/modules/invitations/entitlements';
import type { TTestContext } from './app';
import { COMPLETE_CONTENT, createInvitation, session, uniqueSlug, type TSession } from './invitations';

export const FIXTURES = join(import.meta.dirname, '..', 'fixtures');
export const fixture = (name: string) => readFileSync(join(FIXTURES, name));

/**
 * The guest limit the invitation's entitlement names. The packages area fills it from the bought
 * package; guest tests pin it so they test the guests rules, not the prices.
 */
export function setEntitlement(options: { guestLimit?: number; qrCheckin?: boolean }): void {
  setPlanSource(async () => ({ allowance: { ...FREE_ALLOWANCE, ...options }, activeUntil: null }));
}

export type TGuestWorld = TSession & { invitation: TInvitation };

/** A couple with an invitation (events akad and resepsi, default pax 2). */
export async function guestWorld(ctx: TTestContext, name = 'Rara Ayu'): Promise<TGuestWorld> {
  const owner = await session(ctx, { name });
  const invitation = await createInvitation(ctx, owner.token, {
    slug: uniqueSlug(),
    content: COMPLETE_CONTENT,
  });
  return { ...owner, invitation };
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
  await ctx.app.db
    .insert(invitationPlans)
    .values({
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
