import { createHash } from 'node:crypto';
import {
  resolveSettings,
  ZWishSubmission,
  type TInvitationContentDraft,
  type TOwnerWish,
  type TOwnerWishList,
  type TPublicWishList,
  type TWishStatus,
} from '@undangin/shared';
import { sign } from '../../lib/signing';
import { notify } from '../notifications/service';
import type { TPublicGuest } from '../guests/public-guest';
import { requireAccess } from '../invitations/access';
import { allowanceFor } from '../invitations/entitlements';
import { findInvitationById } from '../invitations/repository';
import type { TRsvpWishesContext, TWishesOwnerContext } from './context';
import { statusText, type TPublicStatus } from './messages';
import * as form from './public-form';
import * as repo from './repository';
import { needsReview } from './wish-review';

/** The same text from the same writer within this time is stored once. */
const DUPLICATE_WISH_MS = 60_000;
/**
 * Wishes one guest code shows at once; the next wait for the couple, and past the cap the code is
 * refused, so one code cannot flood the page or the couple's list. The general link is not counted
 * so: its writer is an address, shared by a whole hall's Wi-Fi.
 */
const LIVE_WISHES_PER_GUEST = 3;
const MAX_WISHES_PER_GUEST = 10;

/**
 * A guest's wish, stored once per writer and text within a minute. It waits for the couple when they
 * moderate (a paid feature), and on every plan when it carries a link or a blocked word or its guest
 * code has written many.
 */
export async function submitWish(
  ctx: TRsvpWishesContext,
  input: form.TPublicFormInput,
): Promise<form.TPublicFormResult> {
  if (input.slug === form.DEMO_SLUG) return form.demoAnswer('wish-demo', input.body);
  const { invitation, lang, settings } = await form.openForm(ctx, input, 'wishes');
  if (!settings.wishesEnabled) {
    throw new form.PublicFormError(403, statusText('wish-closed', lang), 'wish-closed', {
      code: 'WISHES_CLOSED',
    });
  }
  const parsed = ZWishSubmission.safeParse(input.body);
  if (!parsed.success) throw form.invalidForm(parsed.error.issues, 'wish-invalid', lang);
  const submission = parsed.data;
  const guest: TPublicGuest | null = await form.resolveGuest(ctx, invitation.id, submission.guestCode);
  const name = form.requireName(guest?.name ?? submission.name, 'wish-invalid');
  const moderated = settings.wishesModeration && (await allowanceFor(ctx.db, invitation)).wishesModeration;
  const authorKey = guest ? `guest:${guest.id}` : `ip:${sign(ctx.ipKey, input.ip)}`;
  const messageHash = createHash('sha256')
    .update(submission.message.replace(/\s+/g, ' ').trim().toLowerCase())
    .digest('base64url');

  const { wish, created } = await ctx.db.transaction(async (tx) => {
    await repo.lockAuthor(tx, invitation.id, authorKey);
    const since = new Date(ctx.now.getTime() - DUPLICATE_WISH_MS);
    const same = await repo.findRecentSameWish(tx, invitation.id, authorKey, messageHash, since);
    if (same) return { wish: same, created: false };
    const written = guest ? await repo.countWishes(tx, invitation.id, { authorKey }) : 0;
    if (written >= MAX_WISHES_PER_GUEST) {
      throw new form.PublicFormError(429, statusText('wish-limited', lang), 'wish-limited');
    }
    const held = moderated || written >= LIVE_WISHES_PER_GUEST || needsReview(submission.message);
    const row = await repo.insertWish(tx, {
      invitationId: invitation.id,
      guestId: guest?.id ?? null,
      name,
      message: submission.message,
      attendance: submission.attendance ?? null,
      status: held ? 'pending' : 'approved',
      authorKey,
      messageHash,
      createdAt: ctx.now,
    });
    await notify(tx, invitation.userId, {
      type: 'wish.new',
      title: held
        ? `Ucapan baru dari ${form.clip(name, 60)} menunggu persetujuan`
        : `Ucapan baru dari ${form.clip(name, 60)}`,
      body: form.clip(submission.message, 200),
      link: `/invitations/${invitation.id}`,
    });
    return { wish: row, created: true };
  });
  if (created && wish.status === 'approved') {
    ctx.events.emit('invitation.changed', { slug: invitation.slug });
    ctx.events.emit('wish.changed', { invitationId: invitation.id, wishId: wish.id });
  }
  const status: TPublicStatus = wish.status === 'approved' ? 'wish-saved' : 'wish-pending';
  return {
    status,
    locale: lang,
    message: statusText(status, lang),
    guestCode: guest?.code ?? submission.guestCode,
    ...(wish.status === 'approved'
      ? {
          wish: {
            name: wish.name,
            message: wish.message,
            ...(wish.attendance ? { attendance: wish.attendance } : {}),
            createdAt: wish.createdAt.toISOString(),
          },
        }
      : {}),
  };
}

/** The approved wishes a page shows, page by page. */
export async function publicWishes(
  ctx: TRsvpWishesContext,
  slug: string,
  page: number,
  perPage: number,
): Promise<TPublicWishList> {
  const { invitation } = await form.openInvitation(ctx, slug);
  const content = invitation.content as TInvitationContentDraft;
  if (!resolveSettings(content).wishesEnabled) return { data: [], total: 0, page, perPage };
  const { rows, total } = await repo.listWishes(ctx.db, invitation.id, {
    status: 'approved',
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  return {
    data: rows.map((row) => ({
      name: row.name,
      message: row.message,
      attendance: row.attendance,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    page,
    perPage,
  };
}

/** A wish as the couple sees it, whatever its status. */
function toOwnerWish(row: repo.TWishRow): TOwnerWish {
  return {
    id: row.id,
    name: row.name,
    message: row.message,
    attendance: row.attendance,
    status: row.status,
    fromGuest: row.guestId !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every wish of the couple's invitation, with how many wait for approval. */
export async function ownerWishes(
  ctx: TWishesOwnerContext,
  invitationId: string,
  query: { page: number; perPage: number; status?: TWishStatus },
): Promise<TOwnerWishList> {
  requireAccess(ctx.actor, await findInvitationById(ctx.db, invitationId), {
    reach: 'owner',
    ownerOf: (found) => found.invitation.userId,
  });
  const [{ rows, total }, pending] = await Promise.all([
    repo.listWishes(ctx.db, invitationId, {
      status: query.status,
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
    }),
    repo.countWishes(ctx.db, invitationId, { status: 'pending' }),
  ]);
  return {
    data: rows.map(toOwnerWish),
    total,
    page: query.page,
    perPage: query.perPage,
    pending,
  };
}

/** The wish with its invitation's slug, when the actor owns it; else "not found". */
async function ownedWish(ctx: TWishesOwnerContext, wishId: string) {
  return requireAccess(ctx.actor, await repo.findWishWithOwner(ctx.db, wishId), {
    reach: 'owner',
    message: 'Ucapan tidak ditemukan',
    ownerOf: (wish) => wish.ownerId,
  });
}

/** Shows or hides one wish on the page. */
export async function moderateWish(ctx: TWishesOwnerContext, wishId: string, status: 'approved' | 'hidden') {
  const found = await ownedWish(ctx, wishId);
  const row = await repo.setWishStatus(ctx.db, wishId, status);
  ctx.events.emit('invitation.changed', { slug: found.slug });
  ctx.events.emit('wish.changed', { invitationId: found.wish.invitationId, wishId });
  return toOwnerWish(row);
}

/** Removes one wish for good, on every plan: the couple's last word on what their guest book keeps. */
export async function deleteWish(ctx: TWishesOwnerContext, wishId: string): Promise<void> {
  const found = await ownedWish(ctx, wishId);
  await repo.deleteWish(ctx.db, wishId);
  if (found.wish.status === 'approved') {
    ctx.events.emit('invitation.changed', { slug: found.slug });
    ctx.events.emit('wish.changed', { invitationId: found.wish.invitationId, wishId });
  }
}
