import type { TAdminInvitationList, TInvitationSummary } from '@undangin/shared';
import { conflict, notFound } from '../../lib/errors';
import { recordActorAudit } from '../audit/service';
import { notify, type TNewNotification } from '../notifications/service';
import { INVITATION_NOT_FOUND, isTakenDown } from './access';
import type { TInvitationsContext } from './context';
import { publicUrl, toSummary } from './presenter';
import * as repo from './repository';

/** Administrators' list of every couple's invitations, with their owner, package and counts. */
export async function listAllInvitations(ctx: TInvitationsContext, query: repo.TListQuery) {
  const { rows, total } = await repo.listAllInvitations(ctx.db, query);
  return {
    data: rows.map((row) => ({
      ...toSummary(row),
      owner: row.owner,
      package:
        row.packageId && row.packageName !== null ? { id: row.packageId, name: row.packageName } : null,
      activeUntil: row.activeUntil?.toISOString() ?? null,
      guests: row.guests,
      opens: row.opens,
      rsvps: row.rsvps,
      wishes: row.wishes,
    })),
    total,
    page: query.page,
    perPage: query.perPage,
  } satisfies TAdminInvitationList;
}

/**
 * An administrator's action on someone's invitation (take-down, lifting it): `decide` refuses it or
 * says what changes; the change, its audit entry and the owner's notice are written together.
 */
async function moderate(
  ctx: TInvitationsContext,
  id: string,
  decide: (invitation: repo.TInvitationRow) => {
    patch: Partial<repo.TInvitationRow>;
    action: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
    notice: Omit<TNewNotification, 'link' | 'aboutUserId'>;
  },
): Promise<TInvitationSummary> {
  const found = await repo.findInvitationById(ctx.db, id);
  if (!found) throw notFound(INVITATION_NOT_FOUND);
  const { invitation, template } = found;
  const { patch, action, before, after, notice } = decide(invitation);
  const saved = await ctx.db.transaction(async (tx) => {
    const row = await repo.updateInvitation(tx, invitation.id, { ...patch, updatedAt: ctx.now });
    await recordActorAudit(tx, ctx, {
      action,
      subjectType: 'invitation',
      subjectId: invitation.id,
      before,
      after,
    });
    await notify(tx, invitation.userId, { ...notice, link: `/invitations/${invitation.id}` });
    return row!;
  });
  return toSummary({ invitation: saved, template });
}

/** Takes a published page down with a reason the owner reads; it stays down until lifted. */
export async function takeDownInvitation(
  ctx: TInvitationsContext,
  id: string,
  reason: string,
): Promise<TInvitationSummary> {
  const summary = await moderate(ctx, id, (invitation) => {
    if (invitation.status !== 'published') {
      throw conflict('Undangan ini sedang tidak terbit', 'NOT_PUBLISHED');
    }
    return {
      patch: { status: 'draft', unpublishedReason: reason },
      action: 'invitation.unpublish',
      before: { status: invitation.status },
      after: { status: 'draft', reason },
      notice: {
        type: 'invitation.unpublished',
        title: 'Undangan diturunkan oleh admin',
        body: `Undangan ${publicUrl(invitation.slug)} tidak lagi tampil untuk tamu. Alasan: ${reason}`,
      },
    };
  });
  ctx.events.emit('invitation.changed', { slug: summary.slug });
  return summary;
}

/** Lifts a take-down; the page stays a draft until its owner publishes it again. */
export async function liftTakeDown(ctx: TInvitationsContext, id: string): Promise<TInvitationSummary> {
  return moderate(ctx, id, (invitation) => {
    if (!isTakenDown(invitation)) {
      throw conflict('Undangan ini tidak sedang diturunkan oleh admin', 'NOT_TAKEN_DOWN');
    }
    return {
      patch: { unpublishedReason: null },
      action: 'invitation.restore',
      before: { reason: invitation.unpublishedReason },
      after: { reason: null },
      notice: {
        type: 'invitation.restored',
        title: 'Penurunan undangan dicabut',
        body: `Undangan ${publicUrl(invitation.slug)} boleh diterbitkan lagi. Terbitkan dari editornya agar tamu bisa membukanya.`,
      },
    };
  });
}
