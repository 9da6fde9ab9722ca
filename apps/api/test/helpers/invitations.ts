import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { TInvitation, TInvitationContentDraft } from '@undangin/shared';
import { guests, invitationPlans, packages, templates } from '../../src/db/schema';
import type { TTestContext } from './app';
import { createUser, tokenFor, type TTestUser } from './accounts';

export type TSession = { user: TTestUser; token: string };

export async function session(
  ctx: TTestContext,
  options: { name?: string; role?: 'user' | 'admin' } = {},
): Promise<TSession> {
  const user = await createUser(ctx, options);
  return { user, token: await tokenFor(ctx, user.id) };
}

let slugCounter = 0;
/** A slug no other test in this run uses (rate limits key on slugs and outlive ctx.reset on PGlite). */
export function uniqueSlug(label = 'rara-dimas'): string {
  slugCounter += 1;
  return `${label}-${process.pid}-${Date.now().toString(36)}-${slugCounter}`;
}

let ipCounter = 0;
/** A fresh client address per test, for the same reason. */
export function uniqueIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export const COMPLETE_CONTENT: TInvitationContentDraft = {
  couple: {
    bride: { fullName: 'Rara Ayu Lestari', nickname: 'Rara', father: 'Hendra', mother: 'Sri' },
    groom: { fullName: 'Dimas Prasetyo', nickname: 'Dimas' },
    whichFirst: 'bride',
  },
  events: [
    {
      id: 'akad',
      kind: 'akad',
      date: '2030-06-14',
      startTime: '08:00',
      endTime: '10:00',
      timeZone: 'WIB',
      venue: 'Masjid Gede Kauman',
      address: 'Jl. Kauman, Yogyakarta',
      mapUrl: 'https://maps.example.com/?q=masjid',
    },
    {
      id: 'resepsi',
      kind: 'resepsi',
      date: '2030-06-14',
      startTime: '11:00',
      endTime: '14:00',
      timeZone: 'WIB',
      venue: 'Pendopo Agung',
    },
  ],
  settings: { rsvpEnabled: true, defaultPax: 2, wishesEnabled: true, wishesModeration: false },
};

export async function templateIdBySlug(ctx: TTestContext, slug: string): Promise<string> {
  const [row] = await ctx.app.db.select().from(templates).where(eq(templates.slug, slug));
  if (!row) throw new Error(`template ${slug} was not seeded`);
  return row.id;
}

export async function createInvitation(
  ctx: TTestContext,
  token: string,
  payload: Record<string, unknown> = {},
): Promise<TInvitation> {
  const res = await ctx.request({ method: 'POST', url: '/api/invitations', token, payload });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json<TInvitation>();
}

/**
 * Puts an invitation on a seeded package (e.g. 'premium': music, moderation, premium templates) until
 * `activeUntil`, as an approved purchase would.
 */
export async function putOnPackage(
  ctx: TTestContext,
  invitationId: string,
  code: string,
  activeUntil = new Date(Date.UTC(2040, 0, 1)),
): Promise<void> {
  const [pkg] = await ctx.app.db.select().from(packages).where(eq(packages.code, code));
  if (!pkg) throw new Error(`package ${code} was not seeded`);
  await ctx.app.db
    .insert(invitationPlans)
    .values({ invitationId, packageId: pkg.id, activeUntil })
    .onConflictDoUpdate({ target: invitationPlans.invitationId, set: { packageId: pkg.id, activeUntil } });
}

/**
 * A published invitation with complete content and the first seeded template, on the given package
 * (the default package when none is named).
 */
export async function publishedInvitation(
  ctx: TTestContext,
  token: string,
  content: TInvitationContentDraft = COMPLETE_CONTENT,
  options: { slug?: string; packageCode?: string } = {},
): Promise<TInvitation> {
  const templateId = await templateIdBySlug(ctx, 'jawa-klasik');
  const created = await createInvitation(ctx, token, { slug: options.slug ?? uniqueSlug(), templateId });
  if (options.packageCode) await putOnPackage(ctx, created.id, options.packageCode);
  const saved = await ctx.request({
    method: 'PATCH',
    url: `/api/invitations/${created.id}`,
    token,
    payload: { version: created.version, content },
  });
  if (saved.statusCode !== 200) throw new Error(`save failed: ${saved.statusCode} ${saved.body}`);
  const res = await ctx.request({ method: 'POST', url: `/api/invitations/${created.id}/publish`, token });
  if (res.statusCode !== 200) throw new Error(`publish failed: ${res.statusCode} ${res.body}`);
  return res.json<TInvitation>();
}

/** The hidden per-page token, read from the page the way a browser would submit it. */
export function formTokenIn(page: Pick<LightMyRequestResponse, 'body'>): string {
  const match = /name="token" value="([^"]+)"/.exec(page.body);
  if (!match?.[1]) throw new Error('the page has no form token');
  return match[1];
}

export async function pageToken(ctx: TTestContext, slug: string): Promise<string> {
  const page = await ctx.request({ method: 'GET', url: `/u/${slug}`, headers: { 'user-agent': 'test-bot' } });
  return formTokenIn(page);
}

/**
 * Posts one of the page's forms as its script does: the fields urlencoded (a repeated field as pairs),
 * asking for JSON unless `accept` names another answer, without an XSRF header, from a fresh address
 * unless one is given.
 */
export function postPageForm(
  ctx: TTestContext,
  slug: string,
  form: 'rsvp' | 'wishes',
  fields: Record<string, string> | [string, string][],
  options: { remoteAddress?: string; accept?: string; cookie?: string } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/public/${slug}/${form}`,
    remoteAddress: options.remoteAddress ?? uniqueIp(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: options.accept ?? 'application/json',
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** A guest row as the guests area stores it, with a personal code of 128 random bits. */
export async function insertGuest(
  ctx: TTestContext,
  invitationId: string,
  values: { name: string; salutation?: string; quota?: number; invitedEventIds?: string[] },
): Promise<{ id: string; code: string }> {
  const code = randomBytes(16).toString('base64url');
  const [row] = await ctx.app.db
    .insert(guests)
    .values({
      invitationId,
      code,
      name: values.name,
      salutation: values.salutation ?? null,
      quota: values.quota ?? 2,
      invitedEventIds: values.invitedEventIds ?? [],
    })
    .returning();
  return { id: row!.id, code };
}
