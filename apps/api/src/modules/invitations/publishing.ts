import type { TInvitation } from '@undangin/shared';
import { conflict } from '../../lib/errors';
import { hasEnded, isTakenDown } from './access';
import { ownedInvitation, type TInvitationsContext } from './context';
import { planFor } from './entitlements';
import { contentOf, toInvitation } from './presenter';
import * as repo from './repository';
import { assertPublishable, checkAllowance, takenDown } from './rules';

/** Puts the page up for guests: complete, within its package and its active period, not taken down. */
export async function publishInvitation(ctx: TInvitationsContext, id: string): Promise<TInvitation> {
  const { invitation, template } = await ownedInvitation(ctx, id);
  if (isTakenDown(invitation)) throw takenDown(invitation.unpublishedReason);
  if (hasEnded(invitation, await planFor(ctx.db, invitation), ctx.now)) {
    throw conflict(
      'Masa aktif undangan telah berakhir. Perpanjang paket untuk menerbitkannya lagi.',
      'INVITATION_EXPIRED',
    );
  }
  const value = contentOf(invitation);
  assertPublishable(value, invitation.templateId);
  await checkAllowance(ctx.db, invitation, value, template?.tier ?? null);
  const saved = await repo.publishUnlessTakenDown(ctx.db, invitation.id, ctx.now);
  if (!saved) {
    // Taken down between the read above and this write.
    const latest = await ownedInvitation(ctx, id);
    throw takenDown(latest.invitation.unpublishedReason ?? '');
  }
  ctx.events.emit('invitation.changed', { slug: invitation.slug });
  return toInvitation(ctx, { invitation: saved, template });
}

export async function unpublishInvitation(ctx: TInvitationsContext, id: string): Promise<TInvitation> {
  const { invitation, template } = await ownedInvitation(ctx, id);
  if (invitation.status !== 'published') return toInvitation(ctx, { invitation, template });
  const saved = await repo.updateInvitation(ctx.db, invitation.id, { status: 'draft', updatedAt: ctx.now });
  ctx.events.emit('invitation.changed', { slug: invitation.slug });
  return toInvitation(ctx, { invitation: saved!, template });
}
