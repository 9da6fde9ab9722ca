import type { TRosterGuest } from '@undangin/shared/guests/door-offline';

/** A guest on the usher's kept list: Ibu Siti, two places, not in yet, unless `extra` says otherwise. */
export function rosterGuest(extra: Partial<TRosterGuest> = {}): TRosterGuest {
  return {
    id: '0b8c2a55-1f0e-4f59-9d55-3a1f3c0d9e01',
    name: 'Siti Rahmawati',
    salutation: 'Ibu',
    group: null,
    quota: 2,
    invitedEventIds: [],
    members: [],
    rsvpPax: null,
    walkIn: false,
    arrivals: [],
    souvenirAt: null,
    souvenirByName: null,
    codeHash: null,
    ...extra,
  };
}
