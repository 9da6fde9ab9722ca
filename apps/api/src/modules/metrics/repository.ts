import { count, max, sum } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { guestArrivals, guestOpens, invitationOpens, rsvps, wishes } from '../../db/schema';

/**
 * The installation's guest activity, counted in the database so that every process behind a load
 * balancer reports the same figures. Opens are written in batches (public/open-tracker.ts): a few
 * seconds' worth may not be counted yet.
 */
export async function countGuestActivity(db: TDbOrTx) {
  const [opens] = await db
    .select({ general: sum(invitationOpens.generalOpens), personal: sum(invitationOpens.personalOpens) })
    .from(invitationOpens);
  const [opened] = await db.select({ n: count() }).from(guestOpens);
  const answers = await db
    .select({ attendance: rsvps.attendance, n: count() })
    .from(rsvps)
    .groupBy(rsvps.attendance);
  const wishesByStatus = await db
    .select({ status: wishes.status, n: count() })
    .from(wishes)
    .groupBy(wishes.status);
  // A guest's people count once however many sessions they came to: their largest arrival.
  const perGuest = db
    .select({ pax: max(guestArrivals.pax).as('pax') })
    .from(guestArrivals)
    .groupBy(guestArrivals.guestId)
    .as('per_guest');
  const [checkedIn] = await db.select({ n: count(), pax: sum(perGuest.pax) }).from(perGuest);
  return {
    generalOpens: Number(opens?.general ?? 0),
    personalOpens: Number(opens?.personal ?? 0),
    guestsOpened: opened?.n ?? 0,
    rsvps: answers,
    wishes: wishesByStatus,
    checkedInGuests: checkedIn?.n ?? 0,
    checkedInPax: Number(checkedIn?.pax ?? 0),
  };
}
