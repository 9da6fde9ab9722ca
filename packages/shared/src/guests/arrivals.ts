import { z } from 'zod';
import { ZTimestamp } from '../fields';
import { ZCheckedInMember } from './households';

/**
 * A guest's arrival at one session of the wedding (issue 18): one record per guest and session, so a
 * guest let in at the akad is still expected at the resepsi, and a household's later members count
 * in the session they came to.
 */
export const ZGuestArrival = z.object({
  /** The session (an event id of the invitation); null only for an invitation that had no sessions then. */
  eventId: z.string().nullable(),
  /** When the first of the guest's people came in at this session. */
  at: ZTimestamp,
  /** People let in at this session, the later members of a household included. */
  pax: z.number().int(),
  /** Who let them in first: an usher's name or the couple's. */
  byName: z.string().nullable(),
  /** A household's members let in at this session, each with when and by whom. */
  members: z.array(ZCheckedInMember),
});
export type TGuestArrival = z.infer<typeof ZGuestArrival>;

/** What the rules below read of an arrival: the API's rows (times as dates) and the contract alike. */
type TArrivalLike = { eventId: string | null; at: string | Date; pax: number };

/**
 * The guest's arrival at this session, if any. An arrival recorded while the invitation had no
 * sessions counts in its first listed one (`firstSessionId`), as the totals count it.
 */
export function arrivalAt<A extends TArrivalLike>(
  guest: { arrivals: readonly A[] },
  sessionId: string | null,
  firstSessionId: string | null,
): A | null {
  return guest.arrivals.find((arrival) => (arrival.eventId ?? firstSessionId) === sessionId) ?? null;
}

/** The guest's latest arrival, at whichever session: what "just came in" lists show. */
export function latestArrival<A extends TArrivalLike>(guest: { arrivals: readonly A[] }): A | null {
  let latest: A | null = null;
  for (const arrival of guest.arrivals) {
    if (!latest || new Date(arrival.at).getTime() > new Date(latest.at).getTime()) latest = arrival;
  }
  return latest;
}

/** The guest's people who came, counted once however many sessions they came to: the largest arrival. */
export function peopleArrived(guest: { arrivals: readonly TArrivalLike[] }): number {
  return guest.arrivals.reduce((most, arrival) => Math.max(most, arrival.pax), 0);
}
