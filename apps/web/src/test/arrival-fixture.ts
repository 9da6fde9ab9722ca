import type { TGuestArrival } from '@undangin/shared/guests/arrivals';

/** A guest's arrival at the akad: one person let in by Andi at 10.00 WIB, unless `extra` says otherwise. */
export const arrivalFixture = (extra: Partial<TGuestArrival> = {}): TGuestArrival => ({
  eventId: 'akad',
  at: '2026-11-28T03:00:00.000Z',
  pax: 1,
  byName: 'Andi',
  members: [],
  ...extra,
});
