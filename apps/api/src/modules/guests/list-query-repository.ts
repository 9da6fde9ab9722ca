import { and, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  GUEST_NO_GROUP,
  type TGuestFilters,
  type TGuestSegment,
  type TGuestSortField,
} from '@undangin/shared';
import { guestOpens, guests } from '../../db/schema';
import { anyContains, containsPattern } from '../../lib/like-pattern';
import { guestChose } from '../rsvp-questions/repository';

/**
 * The outer guest row in correlated subqueries, always qualified: drizzle leaves columns unqualified in
 * single-table selects, where a bare "id" would resolve to the subquery's own table.
 */
export const OUTER_GUEST_ID = sql.raw('"guests"."id"');

/** Guests filtered as the list shows them: the list, its export and its selection share this. */

/** People coming by the guest's answers: the largest "hadir" pax of any event; null before any answer. */
export const rsvpPaxExpr = sql<
  number | null
>`(select case when count(*) = 0 then null else coalesce(max(r.pax) filter (where r.attendance = 'hadir'), 0) end from rsvps r where r.guest_id = ${OUTER_GUEST_ID})`;

/** A guest's people who came, counted once over sessions: their largest arrival; null before any. */
export const arrivedPaxExpr = sql<
  number | null
>`(select max(a.pax) from guest_arrivals a where a.guest_id = ${OUTER_GUEST_ID})`;

/** When the guest first came, at whichever session; null before any arrival. */
export const firstArrivalExpr = sql<Date | null>`(select min(a.at) from guest_arrivals a where a.guest_id = ${OUTER_GUEST_ID})`;

/** When the guest last came, at whichever session: the order of the door's "just came in". */
export const latestArrivalExpr = sql<Date | null>`(select max(a.at) from guest_arrivals a where a.guest_id = ${OUTER_GUEST_ID})`;

/** The first open counts even before the batched counter is flushed. */
export const openCountExpr = sql<number>`greatest(coalesce(${guestOpens.opens}, 0), case when ${guestOpens.firstOpenedAt} is null then 0 else 1 end)`;

/** "0812 345" finds +62812345…: the digits after the trunk 0 or the country code 62. */
function phoneDigitsPattern(q: string): string | null {
  const digits = q.replace(/\D/g, '');
  if (digits.length < 3) return null;
  return containsPattern(digits.replace(/^(0|62)/, ''));
}

function rsvpFilter(answer: NonNullable<TGuestFilters['rsvp']>, eventId: string | undefined): SQL {
  const event = eventId ? sql` and r.event_id = ${eventId}` : sql``;
  if (answer === 'none') {
    return sql`not exists (select 1 from rsvps r where r.guest_id = ${OUTER_GUEST_ID}${event})`;
  }
  return sql`exists (select 1 from rsvps r where r.guest_id = ${OUTER_GUEST_ID} and r.attendance = ${answer}${event})`;
}

/**
 * A follow-up's audience (issue 17, part 3). Walk-ins are in none. With a session, its answers alone
 * count; without one, "attending" is any "hadir" and "not attending" is answers without one.
 */
function segmentFilter(segment: TGuestSegment, eventId: string | undefined): SQL {
  const invited = eq(guests.walkIn, false);
  const opened = isNotNull(guestOpens.guestId);
  switch (segment) {
    case 'not_sent':
      return and(invited, isNull(guests.sentAt))!;
    case 'sent_not_opened':
      return and(invited, isNotNull(guests.sentAt), isNull(guestOpens.guestId))!;
    case 'opened_no_answer':
      return and(invited, opened, rsvpFilter('none', eventId))!;
    case 'attending':
      return and(invited, rsvpFilter('hadir', eventId))!;
    case 'not_attending':
      return and(
        invited,
        rsvpFilter('tidak_hadir', eventId),
        eventId ? undefined : sql`not ${rsvpFilter('hadir', undefined)}`,
      )!;
  }
}

export function guestFilterWhere(invitationId: string, filters: TGuestFilters): SQL {
  const conditions: (SQL | undefined)[] = [eq(guests.invitationId, invitationId)];
  const q = filters.q?.trim();
  if (q) {
    const phone = phoneDigitsPattern(q);
    conditions.push(
      or(anyContains(q, [guests.name, guests.email]), phone ? sql`${guests.phone} like ${phone}` : undefined),
    );
  }
  if (filters.group) {
    conditions.push(
      filters.group === GUEST_NO_GROUP ? isNull(guests.group) : eq(guests.group, filters.group),
    );
  }
  if (filters.eventId) {
    conditions.push(
      sql`(${guests.invitedEventIds} = '[]'::jsonb or ${guests.invitedEventIds} @> ${JSON.stringify([filters.eventId])}::jsonb)`,
    );
  }
  if (filters.sent)
    conditions.push(filters.sent === 'yes' ? isNotNull(guests.sentAt) : isNull(guests.sentAt));
  if (filters.opened) {
    conditions.push(filters.opened === 'yes' ? isNotNull(guestOpens.guestId) : isNull(guestOpens.guestId));
  }
  if (filters.rsvp) conditions.push(rsvpFilter(filters.rsvp, filters.eventId));
  if (filters.segment) conditions.push(segmentFilter(filters.segment, filters.eventId));
  if (filters.answer) {
    const [questionId, optionId] = filters.answer.split('.') as [string, string];
    conditions.push(guestChose(invitationId, questionId, optionId));
  }
  if (filters.checkedIn) {
    const arrived = sql`exists (select 1 from guest_arrivals a where a.guest_id = ${OUTER_GUEST_ID})`;
    conditions.push(filters.checkedIn === 'yes' ? arrived : sql`not ${arrived}`);
  }
  return and(...conditions)!;
}

function sortExpr(sortBy: TGuestSortField): SQL {
  switch (sortBy) {
    case 'name':
      return sql`lower(${guests.name})`;
    case 'salutation':
      return sql`lower(${guests.salutation})`;
    case 'phone':
      return sql`${guests.phone}`;
    case 'group':
      return sql`lower(${guests.group})`;
    case 'quota':
      return sql`${guests.quota}`;
    case 'sentAt':
      return sql`${guests.sentAt}`;
    case 'firstOpenedAt':
      return sql`${guestOpens.firstOpenedAt}`;
    case 'openCount':
      return openCountExpr;
    case 'rsvpPax':
      return rsvpPaxExpr;
    case 'checkedInAt':
      return firstArrivalExpr;
    case 'createdAt':
      return sql`${guests.createdAt}`;
  }
}

/** Empty values last in both directions, then a stable tie-break so paging never repeats a row. */
export function guestOrderBy(sortBy: TGuestSortField, orderBy: 'asc' | 'desc'): SQL[] {
  const direction = orderBy === 'asc' ? sql`asc` : sql`desc`;
  return [
    sql`${sortExpr(sortBy)} ${direction} nulls last`,
    sql`${guests.createdAt} ${direction}`,
    sql`${guests.id} asc`,
  ];
}
