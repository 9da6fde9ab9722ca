import {
  GUEST_FIELDS,
  ZInvitationContentDraft,
  type TCheckInGuest,
  type TGuest,
  type TGuestArrival,
  type TInvitationContentDraft,
  type TPageLanguage,
} from '@undangin/shared';
import type { TArrivalRecord, TGuestListRow, TGuestRow, TInvitationRef, TRsvpRow } from './repository';

/** The invitation's content as the editor saved it; an unreadable one counts as empty. */
export function contentOf(invitation: Pick<TInvitationRef, 'content'>): TInvitationContentDraft {
  const parsed = ZInvitationContentDraft.safeParse(invitation.content);
  return parsed.success ? parsed.data : {};
}

/** The guest's own address; with their language, the page opens in it (the guest can still switch). */
export function personalLink(
  appUrl: string,
  slug: string,
  code: string,
  language: TPageLanguage | null,
): string {
  return `${appUrl}/u/${encodeURIComponent(slug)}/${code}${language ? `?lang=${language}` : ''}`;
}

type TGuestField = (typeof GUEST_FIELDS)[number];

/** The fields a guest is written with (GUEST_FIELDS), in the form's order: what a guest shows and an import plans. */
export function guestFieldsOf<T extends Record<TGuestField, unknown>>(source: T): Pick<T, TGuestField> {
  return Object.fromEntries(GUEST_FIELDS.map((key) => [key, source[key]])) as Pick<T, TGuestField>;
}

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

export function toGuest(
  row: TGuestListRow,
  extra: {
    link: string;
    rsvps: TRsvpRow[];
    wishCount: number;
    followUps: { count: number; lastAt: Date | null } | undefined;
    questionAnswers: TGuest['questionAnswers'];
    arrivals: TArrivalRecord[];
  },
): TGuest {
  return {
    id: row.id,
    invitationId: row.invitationId,
    code: row.code,
    link: extra.link,
    ...guestFieldsOf(row),
    walkIn: row.walkIn,
    sentAt: iso(row.sentAt),
    remindedAt: iso(row.remindedAt),
    firstOpenedAt: iso(row.firstOpenedAt),
    openCount: row.openCount,
    rsvp: extra.rsvps.map((answer) => ({
      eventId: answer.eventId,
      attendance: answer.attendance,
      pax: answer.pax,
      attendees: answer.attendees,
      message: answer.message,
      updatedAt: answer.updatedAt.toISOString(),
    })),
    rsvpPax: row.rsvpPax,
    wishCount: extra.wishCount,
    arrivals: extra.arrivals.map(toGuestArrival),
    followUps: { count: extra.followUps?.count ?? 0, lastAt: iso(extra.followUps?.lastAt) },
    questionAnswers: extra.questionAnswers,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toGuestArrival(record: TArrivalRecord): TGuestArrival {
  return {
    eventId: record.eventId,
    at: record.at.toISOString(),
    pax: record.pax,
    byName: record.byName,
    members: record.members,
  };
}

export function toCheckInGuest(
  row: TGuestRow & { rsvpPax: number | null; arrivals: TArrivalRecord[] },
): TCheckInGuest {
  return {
    id: row.id,
    name: row.name,
    salutation: row.salutation,
    group: row.group,
    quota: row.quota,
    invitedEventIds: row.invitedEventIds,
    members: row.members,
    rsvpPax: row.rsvpPax,
    walkIn: row.walkIn,
    arrivals: row.arrivals.map(toGuestArrival),
    souvenirAt: iso(row.souvenirAt),
    souvenirByName: row.souvenirByName,
  };
}
