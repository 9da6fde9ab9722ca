import type { TGuest } from '@undangin/shared/guests/schemas';

/**
 * A guest as the list answers it: Ibu Siti, two places, invited to every session, nothing sent, opened
 * or answered yet, unless `extra` says otherwise.
 */
export const guestFixture = (extra: Partial<TGuest> = {}): TGuest => ({
  id: 'g-1',
  invitationId: 'inv-1',
  code: 'kode-1',
  link: 'https://undangin.test/u/sekar-dimas/kode-1',
  name: 'Siti Rahmawati',
  salutation: 'Ibu',
  phone: null,
  email: null,
  group: null,
  quota: 2,
  invitedEventIds: [],
  notes: null,
  language: null,
  members: [],
  walkIn: false,
  sentAt: null,
  remindedAt: null,
  firstOpenedAt: null,
  openCount: 0,
  rsvp: [],
  rsvpPax: null,
  wishCount: 0,
  arrivals: [],
  followUps: { count: 0, lastAt: null },
  questionAnswers: [],
  createdAt: '2026-11-20T03:00:00.000Z',
  ...extra,
});
