import {
  invitationTimeZone,
  lastEvent,
  missingForPublish,
  pageEndWarning,
  type TInvitation,
  type TInvitationContentDraft,
  type TInvitationEvent,
  type TInvitationSummary,
  type TPageEnd,
  type TPageLanguage,
} from '@undangin/shared';
import type { TDbOrTx } from '../../db/client';
import { planFor } from './entitlements';
import type * as repo from './repository';

export function contentOf(row: repo.TInvitationRow): TInvitationContentDraft {
  return row.content as TInvitationContentDraft;
}

const EVENT_NAMES: Record<string, string> = {
  akad: 'Akad Nikah',
  pemberkatan: 'Pemberkatan',
  resepsi: 'Resepsi',
  ngunduh_mantu: 'Ngunduh Mantu',
};

/** An event's name in Indonesian: its own for a custom one, its kind's otherwise. */
export function eventName(event: Pick<TInvitationEvent, 'kind' | 'customName'>): string {
  return event.kind === 'custom' ? event.customName || 'Acara' : (EVENT_NAMES[event.kind ?? ''] ?? 'Acara');
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

/** Until when guests can open the page, and whether that comes too early for its last event. */
export function toPageEnd(activeUntil: Date | null, content: TInvitationContentDraft, now: Date): TPageEnd {
  const events = content.events ?? [];
  const last = lastEvent(events);
  return {
    activeUntil: activeUntil?.toISOString() ?? null,
    warning: pageEndWarning(activeUntil, events, now),
    // lastEvent only returns an event with a date, a start time and a time zone.
    lastEvent: last
      ? {
          kind: last.kind ?? null,
          // A name typed while the event was custom stays in the content after its kind changed.
          customName: (last.kind === 'custom' && last.customName?.trim()) || null,
          date: last.date!,
          startTime: last.startTime!,
          timeZone: last.timeZone!,
        }
      : null,
    timeZone: invitationTimeZone(events),
  };
}

/**
 * The editor's whole view of an invitation: its content, what publishing still needs, its allowance
 * and until when its page is up.
 */
export async function toInvitation(
  ctx: { db: TDbOrTx; now: Date; mediaToken: (invitationId: string) => string },
  row: repo.TInvitationWithTemplate,
): Promise<TInvitation> {
  const { invitation, template } = row;
  const plan = await planFor(ctx.db, invitation);
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
    allowance: plan.allowance,
    pageEnd: toPageEnd(plan.activeUntil, contentOf(invitation), ctx.now),
  };
}
