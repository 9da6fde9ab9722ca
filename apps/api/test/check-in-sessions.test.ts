import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type TCheckInGuest,
  type TCheckInResult,
  type TCheckInSummary,
  type TDoorSyncResult,
  type TGuest,
  type TUsherRoster,
} from '@undangin/shared';
import type { TTestContext } from './helpers/app';
import {
  addGuest,
  asUsher,
  createUsher,
  exportedCells,
  guestWorldHooks,
  listAll,
  type TGuestWorld,
} from './helpers/guests';

/** "14/06 pukul 10.42 WIB": when, at the door, in the events' zone. */
const DOOR_TIME = String.raw`\d{2}/\d{2} pukul \d{2}\.\d{2} WIB`;
const HOUR = 60 * 60 * 1000;

/**
 * One arrival per guest and session (issue 18 part 1): the akad and the resepsi each have their own
 * door. A guest let in at one is still expected at the other, a household's members are let in per
 * session, the quota holds per session, and the totals count a guest's people once.
 */
describe('guests: arrivals per session at the door', () => {
  let ctx: TTestContext;
  let world: TGuestWorld;
  guestWorldHooks({ name: 'Rara Ayu', guestLimit: 100 }, (app, made) => {
    ctx = app;
    world = made;
  });

  const base = () => `/api/invitations/${world.invitation.id}/check-in`;
  const checkIn = (guestId: string, payload: Record<string, unknown>) =>
    ctx.request({ method: 'POST', url: `/api/guests/${guestId}/check-in`, token: world.token, payload });
  const summary = async () =>
    (
      await ctx.request({ method: 'GET', url: `${base()}/summary`, token: world.token })
    ).json<TCheckInSummary>();
  const sessionRow = (totals: TCheckInSummary, eventId: string) =>
    totals.sessions.find((row) => row.eventId === eventId)!;

  it('lets a guest in at the resepsi after the akad, once at each; the second scan at either says who and when', async () => {
    const budi = await addGuest(ctx, world, { name: 'Budi', quota: 2 });
    const akad = await checkIn(budi.id, { pax: 2, eventId: 'akad' });
    expect(akad.statusCode, akad.body).toBe(200);
    ctx.clock.advance(3 * HOUR);

    const resepsi = await checkIn(budi.id, { pax: 1, eventId: 'resepsi' });
    expect(resepsi.statusCode, resepsi.body).toBe(200);
    expect(resepsi.json<TCheckInResult>().message).toBe('Budi tercatat hadir, 1 orang.');
    const arrivals = resepsi.json<TCheckInResult>().guest.arrivals;
    expect(arrivals.map(({ eventId, pax, byName }) => ({ eventId, pax, byName }))).toEqual([
      { eventId: 'akad', pax: 2, byName: 'Rara Ayu' },
      { eventId: 'resepsi', pax: 1, byName: 'Rara Ayu' },
    ]);
    expect(Date.parse(arrivals[1]!.at) - Date.parse(arrivals[0]!.at)).toBeGreaterThanOrEqual(3 * HOUR);

    for (const eventId of ['akad', 'resepsi']) {
      const again = await checkIn(budi.id, { pax: 1, eventId });
      expect(again.statusCode, eventId).toBe(409);
      expect(again.json().message).toMatch(new RegExp(`^Budi sudah check-in ${DOOR_TIME} oleh Rara Ayu\\.$`));
    }
  });

  it('holds the quota per session: the whole quota may come to each', async () => {
    const sari = await addGuest(ctx, world, { name: 'Sari', quota: 2 });
    expect((await checkIn(sari.id, { pax: 2, eventId: 'akad' })).statusCode).toBe(200);
    expect((await checkIn(sari.id, { pax: 2, eventId: 'resepsi' })).statusCode).toBe(200);
    const over = await addGuest(ctx, world, { name: 'Tono', quota: 2 });
    expect((await checkIn(over.id, { pax: 2, eventId: 'akad' })).statusCode).toBe(200);
    const refused = await checkIn(over.id, { pax: 3, eventId: 'resepsi' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('OVER_QUOTA');
  });

  it('lets a household’s members in per session: in at the akad is still outside at the resepsi', async () => {
    const harto = await addGuest(ctx, world, {
      name: 'Keluarga Harto',
      quota: 3,
      members: [{ name: 'Pak Harto' }, { name: 'Bu Harto' }, { name: 'Dimas' }],
    });
    const akad = await checkIn(harto.id, { pax: 2, memberIds: ['m1', 'm2'], eventId: 'akad' });
    expect(akad.statusCode, akad.body).toBe(200);

    // At the resepsi nobody of them is in yet: Pak Harto comes alone first.
    const first = await checkIn(harto.id, { pax: 1, memberIds: ['m1'], eventId: 'resepsi' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<TCheckInResult>().message).toBe('Keluarga Harto tercatat hadir, 1 orang.');

    // Bu Harto was in at the akad: at the akad she cannot come in twice.
    const twice = await checkIn(harto.id, { pax: 1, memberIds: ['m2'], eventId: 'akad' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(
      new RegExp(`^Bu Harto sudah check-in ${DOOR_TIME} oleh Rara Ayu\\.$`),
    );

    // Dimas comes late to the akad: his arrival counts there, not at the resepsi.
    const late = await checkIn(harto.id, { pax: 1, memberIds: ['m3'], eventId: 'akad' });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json<TCheckInResult>().message).toBe(
      'Keluarga Harto: Dimas menyusul masuk, 1 orang (kini 3 orang).',
    );
    const byEvent = Object.fromEntries(
      late.json<TCheckInResult>().guest.arrivals.map((a) => [a.eventId, [a.pax, a.members.map((m) => m.id)]]),
    );
    expect(byEvent).toEqual({ akad: [3, ['m1', 'm2', 'm3']], resepsi: [1, ['m1']] });

    const totals = await summary();
    expect(sessionRow(totals, 'akad')).toMatchObject({ arrivedGuests: 1, arrivedPax: 3 });
    expect(sessionRow(totals, 'resepsi')).toMatchObject({ arrivedGuests: 1, arrivedPax: 1 });
  });

  it('counts a guest once in the totals, with their people once: the largest arrival', async () => {
    const budi = await addGuest(ctx, world, { name: 'Budi', quota: 3, group: 'Kantor' });
    await addGuest(ctx, world, { name: 'Sari', quota: 2, group: 'Kantor' });
    await checkIn(budi.id, { pax: 2, eventId: 'akad' });
    await checkIn(budi.id, { pax: 3, eventId: 'resepsi' });

    const totals = await summary();
    expect(totals).toMatchObject({ totalGuests: 2, checkedIn: 1, checkedInPax: 3 });
    expect(totals.groups).toEqual([{ group: 'Kantor', total: 2, checkedIn: 1, pax: 3 }]);
    expect(sessionRow(totals, 'akad')).toMatchObject({ arrivedGuests: 1, arrivedPax: 2 });
    expect(sessionRow(totals, 'resepsi')).toMatchObject({ arrivedGuests: 1, arrivedPax: 3 });
    expect(totals.recent.map((guest) => guest.name)).toEqual(['Budi']);

    const stats = await ctx.request({
      method: 'GET',
      url: `/api/invitations/${world.invitation.id}/guests/stats`,
      token: world.token,
    });
    expect(stats.json()).toMatchObject({ checkedIn: 1, checkedInPax: 3 });
  });

  it('shows each arrival in the couple’s list and its export, filters and sorts by the first', async () => {
    const budi = await addGuest(ctx, world, { name: 'Budi', quota: 2 });
    const sari = await addGuest(ctx, world, { name: 'Sari', quota: 2 });
    await addGuest(ctx, world, { name: 'Tono', quota: 2 });
    await checkIn(sari.id, { pax: 1, eventId: 'resepsi' });
    ctx.clock.advance(HOUR);
    await checkIn(budi.id, { pax: 2, eventId: 'akad' });
    ctx.clock.advance(HOUR);
    await checkIn(budi.id, { pax: 1, eventId: 'resepsi' });

    const listed = (
      await ctx.request({
        method: 'GET',
        url: `/api/invitations/${world.invitation.id}/guests?checkedIn=yes&sortBy=checkedInAt&orderBy=asc`,
        token: world.token,
      })
    ).json<{ data: TGuest[] }>().data;
    expect(listed.map((guest) => guest.name)).toEqual(['Sari', 'Budi']);
    expect(listed[1]!.arrivals.map(({ eventId, pax }) => [eventId, pax])).toEqual([
      ['akad', 2],
      ['resepsi', 1],
    ]);
    expect((await listAll(ctx, world, '&checkedIn=no')).map((guest) => guest.name)).toEqual(['Tono']);

    const cell = await exportedCells(ctx, world);
    expect(cell('Budi', 'Check-in')).toMatch(
      /^Akad Nikah: \d{4}-\d{2}-\d{2} \d{2}:\d{2} WIB \(2 orang\); Resepsi: \d{4}-\d{2}-\d{2} \d{2}:\d{2} WIB \(1 orang\)$/,
    );
    expect(cell('Budi', 'Datang (orang)')).toBe('2');
    expect(cell('Budi', 'Dicatat oleh')).toBe('Rara Ayu');
    expect([cell('Tono', 'Check-in'), cell('Tono', 'Datang (orang)'), cell('Tono', 'Dicatat oleh')]).toEqual([
      '',
      '',
      '',
    ]);
  });

  it('gives the usher’s phone every arrival, and settles an offline check-in per session', async () => {
    const usher = await createUsher(ctx, world, { name: 'Mas Joko' });
    const budi = await addGuest(ctx, world, { name: 'Budi', quota: 2 });
    await checkIn(budi.id, { pax: 2, eventId: 'akad' });

    const roster = (await asUsher(ctx, usher.token, { url: '/api/usher/roster' })).json<TUsherRoster>();
    const listed = roster.guests.find((guest) => guest.id === budi.id)!;
    expect(listed.arrivals.map(({ eventId, pax, byName }) => [eventId, pax, byName])).toEqual([
      ['akad', 2, 'Rara Ayu'],
    ]);

    const op = (eventId: string) => ({
      id: randomUUID(),
      at: ctx.clock.now().toISOString(),
      type: 'check-in',
      guestId: budi.id,
      pax: 2,
      eventId,
    });
    const sync = async (operations: unknown[]) => {
      const res = await asUsher(ctx, usher.token, {
        method: 'POST',
        url: '/api/usher/sync',
        payload: { operations },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<TDoorSyncResult>().results;
    };
    const [atResepsi, atAkad] = await sync([op('resepsi'), op('akad')]);
    expect(atResepsi).toMatchObject({ status: 'done', message: 'Budi tercatat hadir, 2 orang.' });
    expect(atResepsi!.guest!.arrivals.map((a) => [a.eventId, a.byName])).toEqual([
      ['akad', 'Rara Ayu'],
      ['resepsi', 'Mas Joko'],
    ]);
    expect(atAkad!.status).toBe('already');
    expect(atAkad!.message).toMatch(new RegExp(`^Budi sudah check-in ${DOOR_TIME} oleh Rara Ayu\\.$`));
  });

  it('answers a phone that holds the current list with 304 and no bytes, and sends it again once anything in it changes', async () => {
    const usher = await createUsher(ctx, world, { name: 'Mas Joko' });
    const budi = await addGuest(ctx, world, { name: 'Budi', quota: 2 });
    const roster = (ifNoneMatch?: string) =>
      ctx.request({
        method: 'GET',
        url: '/api/usher/roster',
        headers: { 'x-usher-token': usher.token, ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
      });
    const first = await roster();
    expect(first.statusCode).toBe(200);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/"[A-Za-z0-9_-]{43}"$/);

    // A minute later nothing changed but the time of reading: no list is sent.
    ctx.clock.advance(60_000);
    const same = await roster(tag);
    expect([same.statusCode, same.body, same.headers.etag]).toEqual([304, '', tag]);

    // Each kind of change sends the list again: a check-in at another session, a guest added.
    await checkIn(budi.id, { pax: 1, eventId: 'resepsi' });
    const afterArrival = await roster(tag);
    expect(afterArrival.statusCode).toBe(200);
    expect(afterArrival.json<TUsherRoster>().guests[0]!.arrivals.map((a) => a.eventId)).toEqual(['resepsi']);
    const arrivalTag = afterArrival.headers.etag as string;
    expect(arrivalTag).not.toBe(tag);
    await addGuest(ctx, world, { name: 'Sari', quota: 1 });
    expect((await roster(arrivalTag)).statusCode).toBe(200);
    // Another usher's list is their own: their name is in it, so one usher's version is not another's.
    const other = await createUsher(ctx, world, { name: 'Mbak Ani' });
    const theirs = await ctx.request({
      method: 'GET',
      url: '/api/usher/roster',
      headers: { 'x-usher-token': other.token, 'if-none-match': (await roster()).headers.etag as string },
    });
    expect(theirs.statusCode).toBe(200);
  });

  it('looks a guest up with all their arrivals, so the door reads its own session’s', async () => {
    const budi = await addGuest(ctx, world, { name: 'Budi', quota: 2 });
    await checkIn(budi.id, { pax: 1, eventId: 'akad' });
    const lookup = await ctx.request({
      method: 'GET',
      url: `${base()}/lookup?code=${encodeURIComponent(budi.link)}`,
      token: world.token,
    });
    const guest = lookup.json<TCheckInGuest>();
    expect(guest.arrivals.map((a) => a.eventId)).toEqual(['akad']);
  });
});
