import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TGuest, TImportPreview, TImportResult, TInvitation } from '@undangin/shared';
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
