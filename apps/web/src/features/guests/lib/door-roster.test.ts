import { describe, expect, it } from 'vitest';
import type { TDoorSession } from '@undangin/shared/guests/door-offline';
import type { TCheckInSummary } from '@undangin/shared/guests/schemas';
import {
  applyOperation,
  codeHashOf,
  defaultSessionId,
  findByCode,
  offlineSummary,
  searchRoster,
} from './door-roster';
import { arrivalFixture } from '../../../test/arrival-fixture';
import { rosterGuest } from '../../../test/roster-fixture';

const INVITATION = '7d1f7f36-6c55-4b0f-9d3a-0f5d8f1b2a10';
const CODE = 'Kode_Siti-1234567890';

const actor = { usherName: 'Mas Joko', firstEventId: 'akad' };
const at = '2026-11-28T03:42:00.000Z';

describe('finding a guest on the kept list by QR or code', () => {
  it('matches the hash of the invitation and the code, whether the QR holds the link or the bare code', async () => {
    const siti = rosterGuest({ codeHash: await codeHashOf(INVITATION, CODE) });
    const list = [rosterGuest({ id: 'other', name: 'Budi', codeHash: 'f'.repeat(64) }), siti];
    expect(await findByCode(list, INVITATION, `https://undangin.test/u/sekar-dimas/${CODE}?lang=en`)).toBe(
      siti,
    );
    expect(await findByCode(list, INVITATION, `  ${CODE} `)).toBe(siti);
  });

  it('tells a code the list does not know (null) from text that holds no code (undefined)', async () => {
    const list = [rosterGuest({ codeHash: await codeHashOf(INVITATION, CODE) })];
    expect(await findByCode(list, INVITATION, 'Kode_Lain-1234567890')).toBeNull();
    // The same code of another invitation hashes differently.
    expect(await findByCode(list, 'another-invitation', CODE)).toBeNull();
    expect(await findByCode(list, INVITATION, 'bukan kode')).toBeUndefined();
  });
});

describe('searching the kept list by name', () => {
  const list = ['Budi Santoso', 'Siti Rahmawati', 'Rahmat Hidayat', 'Ahmad Rahman'].map((name, i) =>
    rosterGuest({ id: `g${i}`, name }),
  );

  it('finds names holding the text in any case, those starting with it first', () => {
    expect(searchRoster(list, 'RAHM').map((guest) => guest.name)).toEqual([
      'Rahmat Hidayat',
      'Ahmad Rahman',
      'Siti Rahmawati',
    ]);
    expect(searchRoster(list, '  ')).toEqual([]);
  });

  it('answers at most 20 names, as the server does', () => {
    const many = Array.from({ length: 25 }, (_, i) => rosterGuest({ id: `m${i}`, name: `Tamu ${i}` }));
    expect(searchRoster(many, 'tamu')).toHaveLength(20);
  });
});

describe('a queued operation as the door shows it before the server answers', () => {
  it('lets a guest in by this usher at the operation’s time, in the session chosen', () => {
    const [siti] = applyOperation(
      [rosterGuest()],
      { type: 'check-in', id: 'op', at, guestId: rosterGuest().id, pax: 3, eventId: 'resepsi' },
      actor,
    );
    expect(siti!.arrivals).toEqual([{ eventId: 'resepsi', at, pax: 3, byName: 'Mas Joko', members: [] }]);
  });

  it('lets in the rest of a household later: the first arrival’s time and usher stay, the people add up', () => {
    const harto = rosterGuest({
      members: [
        { id: 'm1', name: 'Pak Harto' },
        { id: 'm2', name: 'Dimas' },
      ],
      arrivals: [arrivalFixture({ members: [{ id: 'm1', at: '2026-11-28T03:00:00.000Z', byName: 'Andi' }] })],
    });
    const [later] = applyOperation(
      [harto],
      { type: 'check-in', id: 'op', at, guestId: harto.id, pax: 1 },
      actor,
    );
    expect(later!.arrivals).toHaveLength(1);
    expect(later!.arrivals[0]).toMatchObject({ at: '2026-11-28T03:00:00.000Z', pax: 2, byName: 'Andi' });
    expect(later!.arrivals[0]!.members).toEqual([
      { id: 'm1', at: '2026-11-28T03:00:00.000Z', byName: 'Andi' },
      { id: 'm2', at, byName: 'Mas Joko' },
    ]);
  });

  it('adds to an arrival from before the invitation had sessions when the check-in is at the first one', () => {
    const budi = rosterGuest({ arrivals: [arrivalFixture({ eventId: null })] });
    const [later] = applyOperation(
      [budi],
      { type: 'check-in', id: 'op', at, guestId: budi.id, pax: 1, eventId: 'akad' },
      actor,
    );
    expect(later!.arrivals).toEqual([arrivalFixture({ eventId: null, pax: 2 })]);
  });

  it('lets a guest in at one session in again at another: a second arrival, the first one untouched', () => {
    const membersIn = ['m1', 'm2'].map((id) => ({ id, at: '2026-11-28T03:00:00.000Z', byName: 'Andi' }));
    const harto = rosterGuest({
      members: [
        { id: 'm1', name: 'Pak Harto' },
        { id: 'm2', name: 'Dimas' },
      ],
      arrivals: [arrivalFixture({ pax: 2, members: membersIn })],
    });
    const [again] = applyOperation(
      [harto],
      { type: 'check-in', id: 'op', at, guestId: harto.id, pax: 2, eventId: 'resepsi' },
      actor,
    );
    // Both members came at the akad, yet both enter the resepsi: a member is in per session.
    expect(again!.arrivals).toEqual([
      harto.arrivals[0],
      {
        eventId: 'resepsi',
        at,
        pax: 2,
        byName: 'Mas Joko',
        members: [
          { id: 'm1', at, byName: 'Mas Joko' },
          { id: 'm2', at, byName: 'Mas Joko' },
        ],
      },
    ]);
  });

  it('adds a walk-in to the list, in, with no code to scan and the first session when none is named', () => {
    const list = applyOperation(
      [rosterGuest()],
      { type: 'walk-in', id: 'op', at, guestId: 'walk-1', name: 'Pak Rudi', pax: 2 },
      actor,
    );
    expect(list).toHaveLength(2);
    expect(list[1]).toMatchObject({
      id: 'walk-1',
      name: 'Pak Rudi',
      walkIn: true,
      quota: 2,
      arrivals: [{ eventId: 'akad', at, pax: 2, byName: 'Mas Joko', members: [] }],
      codeHash: null,
    });
  });

  it('hands out a souvenir once: a second one keeps the first time and usher', () => {
    const given = rosterGuest({ souvenirAt: '2026-11-28T03:00:00.000Z', souvenirByName: 'Andi' });
    expect(
      applyOperation([rosterGuest()], { type: 'souvenir', id: 'op', at, guestId: given.id }, actor)[0],
    ).toMatchObject({ souvenirAt: at, souvenirByName: 'Mas Joko' });
    expect(applyOperation([given], { type: 'souvenir', id: 'op', at, guestId: given.id }, actor)[0]).toBe(
      given,
    );
  });
});

describe('the session the door opens on', () => {
  const sessions: TDoorSession[] = [
    { id: 'akad', name: 'Akad Nikah', date: '2026-11-28', startTime: '08:00' },
    { id: 'resepsi', name: 'Resepsi', date: '2026-11-29', startTime: '11:00' },
    { id: 'unduh', name: 'Unduh Mantu', date: '2026-12-06', startTime: null },
  ];

  it('is the one dated today, else the next one, else the first', () => {
    expect(defaultSessionId(sessions, '2026-11-29')).toBe('resepsi');
    expect(defaultSessionId(sessions, '2026-11-30')).toBe('unduh');
    expect(defaultSessionId(sessions, '2026-12-07')).toBe('akad');
    expect(defaultSessionId([], '2026-11-29')).toBeNull();
  });
});

describe('the totals counted on the phone', () => {
  const sessions: TDoorSession[] = [
    { id: 'akad', name: 'Akad Nikah', date: '2026-11-28', startTime: null },
    { id: 'resepsi', name: 'Resepsi', date: '2026-11-28', startTime: null },
  ];
  const list = [
    rosterGuest({
      id: 'a',
      group: 'Keluarga',
      quota: 3,
      rsvpPax: 2,
      arrivals: [arrivalFixture({ eventId: 'akad', at, pax: 2 })],
    }),
    rosterGuest({
      id: 'b',
      group: null,
      quota: 2,
      arrivals: [arrivalFixture({ eventId: null, at: '2026-11-28T04:00:00.000Z', pax: 3 })],
    }),
    rosterGuest({ id: 'c', group: 'Keluarga', quota: 4, invitedEventIds: ['resepsi'], souvenirAt: at }),
    rosterGuest({
      id: 'd',
      group: 'Teman',
      walkIn: true,
      quota: 1,
      arrivals: [arrivalFixture({ eventId: 'resepsi', at, pax: 1 })],
    }),
  ];

  it('counts arrivals, people, walk-ins, groups, souvenirs and the latest arrivals as the server does', () => {
    const summary = offlineSummary(list, sessions, null, true);
    expect(summary).toMatchObject({
      checkInAllowed: true,
      totalGuests: 4,
      checkedIn: 3,
      checkedInPax: 6,
      expectedPax: 2 + 2 + 4 + 1,
      walkIns: 1,
      souvenirs: 1,
    });
    expect(summary.groups).toEqual([
      { group: 'Keluarga', total: 2, checkedIn: 1, pax: 2 },
      { group: 'Teman', total: 1, checkedIn: 1, pax: 1 },
      { group: null, total: 1, checkedIn: 1, pax: 3 },
    ]);
    expect(summary.recent.map((guest) => guest.id)).toEqual(['b', 'a', 'd']);
    expect(summary.recent[0]).not.toHaveProperty('codeHash');
  });

  it('counts a session’s arrivals on the phone (none named: the first) against the server’s last expected heads', () => {
    const last = {
      sessions: [
        { eventId: 'akad', expectedPax: 4 },
        { eventId: 'resepsi', expectedPax: 200 },
      ],
    };
    const summary = offlineSummary(list, sessions, last as TCheckInSummary, true);
    expect(summary.sessions).toEqual([
      {
        eventId: 'akad',
        name: 'Akad Nikah',
        date: '2026-11-28',
        expectedPax: 4,
        arrivedGuests: 2,
        arrivedPax: 5,
      },
      {
        eventId: 'resepsi',
        name: 'Resepsi',
        date: '2026-11-28',
        expectedPax: 200,
        arrivedGuests: 1,
        arrivedPax: 1,
      },
    ]);
  });

  it('counts a guest in at two sessions once in the day’s totals and once in each session’s', () => {
    const harto = rosterGuest({
      id: 'harto',
      group: 'Keluarga',
      quota: 4,
      arrivals: [arrivalFixture({ eventId: 'akad', at: '2026-11-28T01:00:00.000Z', pax: 3 })],
    });
    const siti = rosterGuest({
      id: 'siti',
      group: 'Keluarga',
      arrivals: [arrivalFixture({ eventId: 'akad', at: '2026-11-28T02:00:00.000Z', pax: 1 })],
    });
    const later = '2026-11-28T06:00:00.000Z';
    const day = applyOperation(
      [harto, siti],
      { type: 'check-in', id: 'op', at: later, guestId: 'harto', pax: 2, eventId: 'resepsi' },
      actor,
    );
    const summary = offlineSummary(day, sessions, null, true);
    // Two guests came, Harto's household with three people at most (not the latest two, nor five);
    // each session counts its own.
    expect(summary).toMatchObject({ checkedIn: 2, checkedInPax: 3 + 1 });
    expect(summary.groups).toEqual([{ group: 'Keluarga', total: 2, checkedIn: 2, pax: 4 }]);
    expect(summary.sessions.map(({ arrivedGuests, arrivedPax }) => ({ arrivedGuests, arrivedPax }))).toEqual([
      { arrivedGuests: 2, arrivedPax: 3 + 1 },
      { arrivedGuests: 1, arrivedPax: 2 },
    ]);
    // Harto came in first at the akad, but last at the resepsi: the latest arrivals list him first.
    expect(summary.recent.map((guest) => guest.id)).toEqual(['harto', 'siti']);
  });

  it('before any totals came, expects each invited guest’s answer or quota (walk-ins were not expected)', () => {
    const summary = offlineSummary(list, sessions, null, true);
    expect(summary.sessions.map((row) => row.expectedPax)).toEqual([2 + 2, 2 + 2 + 4]);
  });
});
