import {
  missingForPublish,
  type TInvitation,
  type TInvitationContentDraft,
  type TInvitationSummary,
  type TPageLanguage,
} from '@undangin/shared';
import type { TDbOrTx } from '../../db/client';
import { allowanceFor } from './entitlements';
import type * as repo from './repository';

export function contentOf(row: repo.TInvitationRow): TInvitationContentDraft {
  return row.content as TInvitationContentDraft;
}

export function coupleNames(value: TInvitationContentDraft): string {
  const name = (person?: { nickname?: string; fullName?: string }) =>
    person?.nickname?.trim() || person?.fullName?.trim() || '';
  const bride = name(value.couple?.bride);
  const groom = name(value.couple?.groom);
  const ordered = value.couple?.whichFirst === 'groom' ? [groom, bride] : [bride, groom];
  return ordered.filter(Boolean).join(' & ');
}

function firstEventDate(value: TInvitationContentDraft): string | null {
  const dates = (value.events ?? [])
    .map((event) => event.date)
    .filter((date): date is string => Boolean(date));
  return dates.sort()[0] ?? null;
}

export function publicUrl(slug: string): string {
  return `/u/${slug}`;
}

export function pageLanguage(value: string): TPageLanguage {
  return value === 'en' ? 'en' : 'id';
}

export function toSummary({ invitation, template }: repo.TInvitationWithTemplate): TInvitationSummary {
  const value = contentOf(invitation);
  return {
    id: invitation.id,
    slug: invitation.slug,
    status: invitation.status,
    templateId: invitation.templateId,
    templateName: template?.name ?? null,
    coupleNames: coupleNames(value),
    eventDate: firstEventDate(value),
    version: invitation.version,
    publishedAt: invitation.publishedAt?.toISOString() ?? null,
    unpublishedReason: invitation.unpublishedReason,
    publicUrl: publicUrl(invitation.slug),
    createdAt: invitation.createdAt.toISOString(),
    updatedAt: invitation.updatedAt.toISOString(),
  };
}

/** The editor's whole view of an invitation: its content, what publishing still needs, its allowance. */
export async function toInvitation(
  ctx: { db: TDbOrTx; mediaToken: (invitationId: string) => string },
  row: repo.TInvitationWithTemplate,
): Promise<TInvitation> {
  const { invitation, template } = row;
  return {
    ...toSummary(row),
    template: template
      ? { id: template.id, slug: template.slug, name: template.name, tier: template.tier }
      : null,
    pageLanguage: pageLanguage(invitation.pageLanguage),
    content: contentOf(invitation),
    slugLocked: invitation.publishedAt !== null,
    mediaToken: ctx.mediaToken(invitation.id),
    missingForPublish: missingForPublish(contentOf(invitation), invitation.templateId),
    allowance: await allowanceFor(ctx.db, invitation),
  };
}
