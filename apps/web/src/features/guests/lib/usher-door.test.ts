import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { arrivalAt } from '@undangin/shared/guests/arrivals';
import {
  DOOR_SYNC_LIMITS,
  type TDoorSession,
  type TDoorSync,
  type TDoorSyncResult,
  type TRosterGuest,
  type TUsherRoster,
} from '@undangin/shared/guests/door-offline';
import { initI18n } from '../../../lib/i18n';
import { arrivalFixture } from '../../../test/arrival-fixture';
import { rosterGuest } from '../../../test/roster-fixture';
import { applyOperation, offlineSummary } from './door-roster';
import { openDoorStore, readDoor } from './door-store';
import { createUsherDoor, totalsMark, type TUsherDoorDeps } from './usher-door';

beforeAll(async () => {
  await initI18n('id');
});

const TOKEN = 'rahasia-pintu-gerbang';
const SITI = rosterGuest();
const BUDI = rosterGuest({ id: '5e0d2b1c-7a4f-4c1e-8f2a-1b2c3d4e5f60', name: 'Budi Santoso', quota: 1 });

const roster = (guests: TRosterGuest[]): TUsherRoster => ({
  usherName: 'Usher Gerbang',
  invitation: { id: 'inv-1', title: 'Pernikahan Sekar & Dimas', slug: 'sekar-dimas' },
  checkInAllowed: true,
  sessions: [{ id: 'akad', name: 'Akad Nikah', date: '2026-11-28', startTime: null }],
  guests,
  at: '2026-11-28T03:00:00.000Z',
});

/** An answer the way the HTTP client rejects: a status and the server's body, or none at all. */
const refusedWith = (status: number, data: object) => ({ response: { status, headers: {}, data } });
const noNetwork = () => new Error('Network Error');

/**
 * The server's side of the sync, as far as these tests need it: the first usher to let a guest in
 * wins, a later one hears who did; the list it sends holds what it settled. Each call is recorded.
 */
function fakeServer() {
  const calls: TDoorSync[] = [];
  const guests = new Map([SITI, BUDI].map((guest) => [guest.id, guest]));
  let answer: ((body: TDoorSync) => Promise<TDoorSyncResult>) | null = null;
  return {
    calls,
    roster: () => roster([...guests.values()]),
    /** The list's version as the server tags it: what is in it. */
    tag: () => JSON.stringify([...guests.values()]),
    rosterFetches: 0,
    /** Nothing (a 304) when the phone names the list as it stands. */
    fetchRoster(etag: string | null) {
      this.rosterFetches += 1;
      return Promise.resolve(etag === this.tag() ? null : { roster: this.roster(), etag: this.tag() });
    },
    /** Another usher let the guest in first. */
    letIn(guestId: string, by: string) {
      guests.set(guestId, {
        ...guests.get(guestId)!,
        arrivals: [arrivalFixture({ at: '2026-11-28T03:42:00.000Z', pax: 2, byName: by })],
      });
    },
    failNextWith(failure: unknown) {
      answer = () => Promise.reject(failure);
    },
    sync(body: TDoorSync): Promise<TDoorSyncResult> {
      calls.push(body);
      if (answer) {
        const once = answer;
        answer = null;
        return once(body);
      }
      return Promise.resolve({
        results: body.operations.map((op) => {
          if (op.type !== 'check-in')
            return { id: op.id, status: 'done' as const, message: 'ok', guest: null };
          const guest = guests.get(op.guestId)!;
          // The roster's one session, the akad, whether the operation names it or not.
          const here = arrivalAt(guest, op.eventId ?? 'akad', 'akad');
          if (here) {
            return {
              id: op.id,
              status: 'already' as const,
              message: `${guest.name} sudah check-in 28/11 pukul 10.42 WIB oleh ${here.byName}.`,
              guest,
            };
          }
          const now = {
            ...guest,
            arrivals: [
              ...guest.arrivals,
              arrivalFixture({ at: op.at, pax: Number(op.pax), byName: 'Usher Gerbang' }),
            ],
          };
          guests.set(guest.id, now);
          return {
            id: op.id,
            status: 'done' as const,
            message: `${guest.name} tercatat hadir, ${String(op.pax)} orang.`,
            guest: now,
          };
        }),
      });
    },
  };
}

let db: IDBDatabase;
let server: ReturnType<typeof fakeServer>;
let online: boolean;
let ids: number;

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  db = await openDoorStore();
  server = fakeServer();
  online = true;
  ids = 0;
});
afterEach(() => db.close());

function door(extra: Partial<TUsherDoorDeps> = {}) {
  return createUsherDoor({
    db,
    token: TOKEN,
    fetchRoster: (etag) => (online ? server.fetchRoster(etag) : Promise.reject(noNetwork())),
    sync: (body) => (online ? server.sync(body) : Promise.reject(noNetwork())),
    now: () => new Date('2026-11-28T03:40:00.000Z'),
    newId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
    browserOnline: () => online,
    onPinRequired: () => undefined,
    ...extra,
  });
}

describe('the usher’s door offline', () => {
  it('asks for the list by its version: an unchanged one is not sent again, only its time moves', async () => {
    const first = door();
    await first.open();
    expect(first.getState().kept?.etag).toBe(server.tag());
    await first.refresh();
    expect(first.getState().kept?.roster.at).toBe('2026-11-28T03:40:00.000Z');
    expect(first.getState().guests.map((guest) => guest.arrivals)).toEqual([[], []]);
    // Another usher lets Siti in: the next ask brings the new list and its version.
    server.letIn(SITI.id, 'Usher Aula');
    await first.refresh();
    expect(first.getState().guests[0]!.arrivals.map((arrival) => arrival.byName)).toEqual(['Usher Aula']);
    expect(first.getState().kept?.etag).toBe(server.tag());
  });

  it('keeps the list on the phone once opened online, and opens from it offline', async () => {
    await door().open();
    online = false;
    const again = door();
    await again.open();
    expect(again.getState().guests.map((guest) => guest.name)).toEqual(['Siti Rahmawati', 'Budi Santoso']);
    expect(again.getState().kept?.roster.at).toBe('2026-11-28T03:00:00.000Z');
  });

  it('queues a check-in offline, shows the guest in at once, and keeps the queue across a reload', async () => {
    await door().open();
    online = false;
    const phone = door();
    await phone.open();
    await phone.record({ type: 'check-in', guestId: SITI.id, pax: 2 });
    expect(phone.getState().queue).toHaveLength(1);
    expect(phone.getState().guests[0]?.arrivals).toMatchObject([
      { eventId: 'akad', pax: 2, byName: 'Usher Gerbang' },
    ]);
    expect(server.calls).toHaveLength(0);

    const reloaded = door();
    await reloaded.open();
    expect(reloaded.getState().queue.map((item) => item.op.type)).toEqual(['check-in']);
    expect(reloaded.getState().guests[0]?.arrivals[0]?.at).toBe('2026-11-28T03:40:00.000Z');
  });

  it('sends the queue when the phone comes back online, and the list then holds what the server answered', async () => {
    await door().open();
    online = false;
    const phone = door();
    await phone.open();
    await phone.record({ type: 'check-in', guestId: SITI.id, pax: 2 });
    await phone.record({
      type: 'walk-in',
      guestId: '9f0a1b2c-3d4e-4f50-8a6b-7c8d9e0f1a2b',
      name: 'Pak Rudi',
      pax: 1,
    });
    online = true;
    phone.setOnline(true);
    await phone.flush();
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.operations.map((op) => op.type)).toEqual(['check-in', 'walk-in']);
    const state = phone.getState();
    expect(state.queue).toEqual([]);
    expect(state.online).toBe(true);
    expect(state.outcomes).toEqual({
      '00000000-0000-4000-8000-000000000001': 'done',
      '00000000-0000-4000-8000-000000000002': 'done',
    });
    expect((await readDoor(db, TOKEN)).queue).toEqual([]);
  });

  it('sends a long queue in turns of at most DOOR_SYNC_LIMITS.operations', async () => {
    await door().open();
    online = false;
    const phone = door();
    await phone.open();
    for (let n = 0; n < DOOR_SYNC_LIMITS.operations + 1; n += 1) {
      await phone.record({ type: 'souvenir', guestId: BUDI.id });
    }
    online = true;
    await phone.flush();
    expect(server.calls.map((call) => call.operations.length)).toEqual([DOOR_SYNC_LIMITS.operations, 1]);
    expect(phone.getState().queue).toEqual([]);
  });

  it('keeps what another usher did first for the usher to read, with the server’s sentence, until dismissed', async () => {
    server.letIn(SITI.id, 'Mas Joko');
    const phone = door();
    await phone.open();
    const op = await phone.record({ type: 'check-in', guestId: SITI.id, pax: 3 });
    await phone.flush();
    const { settled, guests, outcomes } = phone.getState();
    expect(outcomes[op.id]).toBe('already');
    expect(settled).toEqual([
      {
        id: op.id,
        token: TOKEN,
        status: 'already',
        message: 'Siti Rahmawati sudah check-in 28/11 pukul 10.42 WIB oleh Mas Joko.',
      },
    ]);
    // The phone's guess (3 people by this usher) is replaced by the server's guest.
    expect(guests[0]?.arrivals).toMatchObject([{ pax: 2, byName: 'Mas Joko' }]);
    await phone.dismiss(op.id);
    expect(phone.getState().settled).toEqual([]);
  });

  it('keeps the queue when a send finds no network, and says the phone is offline', async () => {
    const phone = door();
    await phone.open();
    server.failNextWith(noNetwork());
    await phone.record({ type: 'check-in', guestId: BUDI.id, pax: 1 });
    await phone.flush();
    expect(phone.getState().queue).toHaveLength(1);
    expect(phone.getState().online).toBe(false);
    await phone.flush();
    expect(phone.getState().queue).toEqual([]);
    expect(phone.getState().online).toBe(true);
  });

  it('keeps the queue for a later turn when the server is busy or failing', async () => {
    const phone = door();
    await phone.open();
    server.failNextWith(refusedWith(503, { message: 'Server sedang dimulai ulang.' }));
    await phone.record({ type: 'check-in', guestId: BUDI.id, pax: 1 });
    await phone.flush();
    expect(phone.getState().queue).toHaveLength(1);
    expect(phone.getState().settled).toEqual([]);
  });

  it('settles every operation of a turn the server refused as input as refused, so the queue moves on', async () => {
    const phone = door();
    await phone.open();
    server.failNextWith(refusedWith(422, { message: 'Data tidak valid', errors: {} }));
    const op = await phone.record({ type: 'check-in', guestId: BUDI.id, pax: 1 });
    await phone.flush();
    expect(phone.getState().queue).toEqual([]);
    expect(phone.getState().settled).toEqual([
      { id: op.id, token: TOKEN, status: 'refused', message: 'Data tidak valid' },
    ]);
  });

  it('forgets the invitation’s list and queue when the link was revoked, and closes the door', async () => {
    const phone = door();
    await phone.open();
    server.failNextWith(
      refusedWith(401, {
        message: 'Akses check-in ini tidak berlaku atau sudah dicabut pemilik undangan.',
        code: 'USHER_ACCESS_REVOKED',
      }),
    );
    await phone.record({ type: 'check-in', guestId: BUDI.id, pax: 1 });
    await phone.flush();
    expect(phone.getState().closed).toBe(
      'Akses check-in ini tidak berlaku atau sudah dicabut pemilik undangan.',
    );
    expect(await readDoor(db, TOKEN)).toEqual({ kept: null, queue: [], settled: [] });
  });

  it('asks the page for the PIN when the server wants it again, and keeps the queue', async () => {
    let asked = 0;
    const phone = door({ onPinRequired: () => (asked += 1) });
    await phone.open();
    server.failNextWith(refusedWith(401, { message: 'PIN salah atau belum diisi', code: 'PIN_REQUIRED' }));
    await phone.record({ type: 'check-in', guestId: BUDI.id, pax: 1 });
    await phone.flush();
    expect(asked).toBe(1);
    expect(phone.getState().queue).toHaveLength(1);
  });
});

describe('when the live totals send the usher’s phone for the list again', () => {
  const sessions: TDoorSession[] = [
    { id: 'akad', name: 'Akad Nikah', date: '2026-11-28', startTime: null },
    { id: 'resepsi', name: 'Resepsi', date: '2026-11-28', startTime: null },
  ];

  it('moves when a guest in at the akad comes to the resepsi, though the day’s guests and people do not', () => {
    const atAkad = [rosterGuest({ arrivals: [arrivalFixture({ eventId: 'akad', pax: 2 })] })];
    const atBoth = applyOperation(
      atAkad,
      {
        type: 'check-in',
        id: 'op',
        at: '2026-11-28T06:00:00.000Z',
        guestId: SITI.id,
        pax: 2,
        eventId: 'resepsi',
      },
      { usherName: 'Mas Joko', firstEventId: 'akad' },
    );
    const before = offlineSummary(atAkad, sessions, null, true);
    const after = offlineSummary(atBoth, sessions, null, true);
    expect([after.checkedIn, after.checkedInPax]).toEqual([before.checkedIn, before.checkedInPax]);
    expect(totalsMark(after)).not.toBe(totalsMark(before));
  });
});
