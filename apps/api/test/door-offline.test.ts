import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  DOOR_SYNC_LIMITS,
  doorCodeHashInput,
  type TCheckInResult,
  type TCheckInSummary,
  type TDoorSyncResult,
  type TGuest,
  type TUsherCreated,
  type TUsherRoster,
} from '@undangin/shared';
import {
  doorOperations,
  giftEntries,
  guestArrivals,
  guests,
  invitations,
  notifications,
  rsvps,
} from '../src/db/schema';
import { runGuestErasure } from '../src/modules/guests/privacy-job';
import type { TTestContext } from './helpers/app';
import { testDbKind } from './helpers/database';
import {
  addGuest,
  asUsher as usherCall,
  createUsher as makeUsher,
  guestWorld,
  guestWorldHooks,
  listAll,
  setEntitlement,
  type TGuestWorld,
} from './helpers/guests';
import { COMPLETE_CONTENT } from './helpers/invitations';

/** "14/06 pukul 10.42 WIB": when, at the door, in the events' zone. */
const DOOR_TIME = String.raw`\d{2}/\d{2} pukul \d{2}\.\d{2} WIB`;
const NOT_ON_LIST = 'Tamu tidak ditemukan di daftar undangan ini.';

describe('guests: the usher app offline and the door per session (issue 18 part 1)', () => {
  let ctx: TTestContext;
  let world: TGuestWorld;
  guestWorldHooks({ name: 'Rara Ayu', guestLimit: 1000 }, (app, made) => {
    ctx = app;
    world = made;
  });

  const base = () => `/api/invitations/${world.invitation.id}/check-in`;
  const asOwner = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    ctx.request({ method, url, token: world.token, payload });
  const createUsher = (name: string, pin?: string) => makeUsher(ctx, world, { name, pin });
  const asUsher = (
    token: string,
    options: { method?: 'GET' | 'POST'; url: string; payload?: unknown; pin?: string },
  ) => usherCall(ctx, token, options);
  const op = (type: string, fields: Record<string, unknown>) => ({
    id: randomUUID(),
    at: ctx.clock.now().toISOString(),
    type,
    ...fields,
  });
  const sync = async (token: string, operations: unknown[]) => {
    const res = await asUsher(token, { method: 'POST', url: '/api/usher/sync', payload: { operations } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TDoorSyncResult>().results;
  };
  const guestRow = async (id: string) =>
    (await ctx.app.db.select().from(guests).where(eq(guests.id, id)))[0]!;
  /** The guest's arrivals as stored, one per session, earliest first. */
  const arrivalRows = (id: string) =>
    ctx.app.db
      .select()
      .from(guestArrivals)
      .where(eq(guestArrivals.guestId, id))
      .orderBy(asc(guestArrivals.at));
  const summary = async () => (await asOwner('GET', `${base()}/summary`)).json<TCheckInSummary>();
  const answer = (guestId: string | null, eventId: string, fields: Record<string, unknown>) =>
    ctx.app.db.insert(rsvps).values({
      invitationId: world.invitation.id,
      eventId,
      respondentKey: guestId ? `guest:${guestId}` : `umum:${randomUUID()}`,
      guestId,
      name: 'Tamu',
      attendance: 'hadir',
      pax: 1,
      ...fields,
    });

  describe('sessions at the door', () => {
    it('records the session a guest is let in at: the one named, else the invitation’s first; an unknown one is 422', async () => {
      const budi = await addGuest(ctx, world, { name: 'Budi', quota: 2 });
      const sari = await addGuest(ctx, world, { name: 'Sari', quota: 2 });
      const unknown = await asOwner('POST', `/api/guests/${budi.id}/check-in`, {
        pax: 1,
        eventId: 'ngunduh-mantu',
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toEqual({ eventId: ['Sesi acara tidak ditemukan'] });
      expect(await arrivalRows(budi.id)).toEqual([]);

      const named = await asOwner('POST', `/api/guests/${budi.id}/check-in`, { pax: 1, eventId: 'resepsi' });
      expect(named.json<TCheckInResult>().guest.arrivals.map((a) => a.eventId)).toEqual(['resepsi']);
      const byCode = await asOwner('POST', base(), { code: sari.code, pax: 1 });
      expect(byCode.json<TCheckInResult>().guest.arrivals.map((a) => a.eventId)).toEqual(['akad']);

      const walkIn = await asOwner('POST', `${base()}/walk-in`, {
        name: 'Dadakan',
        pax: 1,
        eventId: 'resepsi',
      });
      expect(walkIn.statusCode, walkIn.body).toBe(201);
      expect(walkIn.json<TCheckInResult>().guest.arrivals.map((a) => a.eventId)).toEqual(['resepsi']);
      const badWalkIn = await asOwner('POST', `${base()}/walk-in`, { name: 'Lain', pax: 1, eventId: 'x' });
      expect(badWalkIn.statusCode).toBe(422);
      expect(badWalkIn.json().errors).toEqual({ eventId: ['Sesi acara tidak ditemukan'] });
    });

    it('records no session for an invitation without events', async () => {
      await ctx.app.db
        .update(invitations)
        .set({ content: { ...COMPLETE_CONTENT, events: [] } })
        .where(eq(invitations.id, world.invitation.id));
      const budi = await addGuest(ctx, world, { name: 'Budi', quota: 2 });
      const res = await asOwner('POST', `/api/guests/${budi.id}/check-in`, { pax: 1 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<TCheckInResult>().guest.arrivals.map((a) => a.eventId)).toEqual([null]);
      expect((await summary()).sessions).toEqual([]);
    });

    it('counts each session’s expected people by the answers (quota when unanswered) against those let in at it', async () => {
      const ani = await addGuest(ctx, world, { name: 'Ani', quota: 3 });
      const harto = await addGuest(ctx, world, {
        name: 'Keluarga Harto',
        quota: 3,
        members: [{ name: 'Pak Harto' }, { name: 'Bu Harto' }, { name: 'Dimas' }],
      });
      const cici = await addGuest(ctx, world, { name: 'Cici', quota: 4, invitedEventIds: ['resepsi'] });
      const dedi = await addGuest(ctx, world, { name: 'Dedi', quota: 1 });
      // Ani comes to the akad with one more and not to the resepsi; the Hartos name two members for the
      // resepsi and have not answered for the akad; Cici (resepsi only) has not answered; a guest of the
      // general link brings one more to the resepsi.
      await answer(ani.id, 'akad', { pax: 2 });
      await answer(ani.id, 'resepsi', { attendance: 'tidak_hadir', pax: 0 });
      await answer(harto.id, 'resepsi', {
        pax: 2,
        attendees: [
          { key: 'm:m1', name: 'Pak Harto' },
          { key: 'm:m2', name: 'Bu Harto' },
        ],
      });
      await answer(null, 'resepsi', { pax: 2 });
      await answer(dedi.id, 'akad', { attendance: 'ragu', pax: 1 });
      await answer(dedi.id, 'resepsi', { attendance: 'tidak_hadir', pax: 0 });

      await asOwner('POST', `/api/guests/${ani.id}/check-in`, { pax: 2 });
      await asOwner('POST', `/api/guests/${cici.id}/check-in`, {
        pax: 5,
        confirmOverQuota: true,
        eventId: 'resepsi',
      });
      await asOwner('POST', `${base()}/walk-in`, { name: 'Dadakan', pax: 1, eventId: 'resepsi' });
      // An arrival recorded before sessions existed counts in the first listed session: the akad here
      // (listed first, and also the door's default, first by date), not the resepsi it was let in at.
      await asOwner('POST', `/api/guests/${dedi.id}/check-in`, { pax: 1, eventId: 'resepsi' });
      await ctx.app.db.update(guestArrivals).set({ eventId: null }).where(eq(guestArrivals.guestId, dedi.id));

      const totals = await summary();
      expect(totals.sessions).toEqual([
        {
          eventId: 'akad',
          name: 'Akad Nikah',
          date: '2030-06-14',
          expectedPax: 2 + 3,
          arrivedGuests: 2,
          arrivedPax: 2 + 1,
        },
        {
          eventId: 'resepsi',
          name: 'Resepsi',
          date: '2030-06-14',
          expectedPax: 2 + 4 + 2,
          arrivedGuests: 2,
          arrivedPax: 5 + 1,
        },
      ]);
      expect(totals.souvenirs).toBe(0);
    });
  });

  describe('souvenirs', () => {
    it('are handed out once per guest, at the owner’s door and the usher’s alike; the second says when and by whom', async () => {
      const budi = await addGuest(ctx, world, { name: 'Budi', quota: 2 });
      const sari = await addGuest(ctx, world, { name: 'Sari', quota: 2 });
      const andi = await createUsher('Andi');
      const given = await asUsher(andi.token, {
        method: 'POST',
        url: `/api/usher/guests/${budi.id}/souvenir`,
      });
      expect(given.statusCode, given.body).toBe(200);
      const result = given.json<TCheckInResult>();
      expect(result.message).toBe('Budi menerima souvenir.');
      expect(result.guest).toMatchObject({ souvenirByName: 'Andi' });
      expect(result.guest.souvenirAt).not.toBeNull();

      const again = await asOwner('POST', `${base()}/guests/${budi.id}/souvenir`);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('SOUVENIR_GIVEN');
      expect(again.json().message).toMatch(
        new RegExp(`^Budi sudah menerima souvenir ${DOOR_TIME} oleh Andi\\.$`),
      );

      const owners = await asOwner('POST', `${base()}/guests/${sari.id}/souvenir`);
      expect(owners.json<TCheckInResult>().guest.souvenirByName).toBe('Rara Ayu');
      expect((await summary()).souvenirs).toBe(2);
    });

    it('never reach another invitation’s guest (404), and need check-in in the package', async () => {
      const other = await guestWorld(ctx, 'Orang Lain');
      const foreign = await addGuest(ctx, other, { name: 'Tamu Lain' });
      const andi = await createUsher('Andi');
      const byUsher = await asUsher(andi.token, {
        method: 'POST',
        url: `/api/usher/guests/${foreign.id}/souvenir`,
      });
      expect(byUsher.statusCode).toBe(404);
      const byOwner = await asOwner('POST', `${base()}/guests/${foreign.id}/souvenir`);
      expect(byOwner.statusCode).toBe(404);
      const stranger = await ctx.request({
        method: 'POST',
        url: `/api/invitations/${other.invitation.id}/check-in/guests/${foreign.id}/souvenir`,
        token: world.token,
      });
      expect(stranger.statusCode).toBe(404);
      expect((await guestRow(foreign.id)).souvenirAt).toBeNull();

      const budi = await addGuest(ctx, world, { name: 'Budi' });
      await setEntitlement(ctx, world.invitation.id, { guestLimit: 1000, qrCheckin: false });
      const refused = await asOwner('POST', `${base()}/guests/${budi.id}/souvenir`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/^Check-in QR tidak termasuk dalam paket undangan ini/);
    });
  });

  describe('the roster the phone keeps', () => {
    it('holds every guest with a hash of the code (never the code), the sessions and the usher', async () => {
      const rows = Array.from({ length: 2000 }, (_, i) => ({
        invitationId: world.invitation.id,
        code: randomBytes(16).toString('base64url'),
        name: `Tamu ${String(i).padStart(4, '0')}`,
        quota: 2,
      }));
      await setEntitlement(ctx, world.invitation.id, { guestLimit: 3000 });
      for (let i = 0; i < rows.length; i += 500)
        await ctx.app.db.insert(guests).values(rows.slice(i, i + 500));
      const andi = await createUsher('Andi');
      const walkIn = await asUsher(andi.token, {
        method: 'POST',
        url: '/api/usher/walk-in',
        payload: { name: 'Dadakan', pax: 1 },
      });
      const walkInId = walkIn.json<TCheckInResult>().guest.id;
      const walkInCode = (await guestRow(walkInId)).code;

      const res = await asUsher(andi.token, { url: '/api/usher/roster' });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      const roster = res.json<TUsherRoster>();
      expect(roster).toMatchObject({
        usherName: 'Andi',
        invitation: {
          id: world.invitation.id,
          title: 'Pernikahan Rara & Dimas',
          slug: world.invitation.slug,
        },
        checkInAllowed: true,
        sessions: [
          { id: 'akad', name: 'Akad Nikah', date: '2030-06-14', startTime: '08:00' },
          { id: 'resepsi', name: 'Resepsi', date: '2030-06-14', startTime: '11:00' },
        ],
      });
      expect(roster.guests).toHaveLength(2001);
      const hash = (code: string) =>
        createHash('sha256').update(doorCodeHashInput(world.invitation.id, code)).digest('hex');
      const byName = new Map(roster.guests.map((guest) => [guest.name, guest]));
      for (const row of rows) expect(byName.get(row.name)!.codeHash).toBe(hash(row.code));
      expect(byName.get('Dadakan')).toMatchObject({
        walkIn: true,
        codeHash: null,
        arrivals: [{ byName: 'Andi' }],
      });
      for (const code of [...rows.map((row) => row.code), walkInCode]) expect(res.body).not.toContain(code);
      expect(res.body).not.toMatch(/"code"\s*:/);

      // A phone at the venue asks for it compressed, and reads the same list.
      const zipped = await ctx.request({
        method: 'GET',
        url: '/api/usher/roster',
        headers: { 'x-usher-token': andi.token, 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.rawPayload.length).toBeLessThan(res.rawPayload.length / 4);
      const unzipped = JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8')) as TUsherRoster;
      expect(unzipped).toEqual({ ...roster, at: unzipped.at });
    });
  });

  describe('sync', () => {
    it('lets a guest in from the queue, and a replay of the same batch answers the same and changes nothing', async () => {
      const budi = await addGuest(ctx, world, { name: 'Budi', quota: 2 });
      const andi = await createUsher('Andi');
      const heard: string[] = [];
      ctx.app.events.on('guest.checked-in', ({ guestId }) => heard.push(guestId));
      const batch = [op('check-in', { guestId: budi.id, pax: 2, eventId: 'resepsi' })];
      const [first] = await sync(andi.token, batch);
      expect(first).toMatchObject({
        id: batch[0]!.id,
        status: 'done',
        message: 'Budi tercatat hadir, 2 orang.',
      });
      expect(first!.guest).toMatchObject({
        arrivals: [{ pax: 2, byName: 'Andi', eventId: 'resepsi' }],
      });
      expect(heard).toEqual([budi.id]);
      const before = await guestRow(budi.id);
      const arrivedBefore = await arrivalRows(budi.id);

      ctx.clock.advance(60_000);
      const replay = await sync(andi.token, batch);
      expect(replay).toEqual([first]);
      expect(await guestRow(budi.id)).toEqual(before);
      expect(await arrivalRows(budi.id)).toEqual(arrivedBefore);
      expect(heard).toEqual([budi.id]);
      const stored = await ctx.app.db.select().from(doorOperations);
      expect(stored.map((row) => [row.id, row.type, row.status, row.guestId])).toEqual([
        [batch[0]!.id, 'check-in', 'done', budi.id],
      ]);
    });

    it('answers a guest already fully in as already, with who and when, counting nothing twice', async () => {
      const budi = await addGuest(ctx, world, { name: 'Budi', quota: 2 });
      const andi = await createUsher('Andi');
      await asOwner('POST', `/api/guests/${budi.id}/check-in`, { pax: 2 });
      const [result] = await sync(andi.token, [op('check-in', { guestId: budi.id, pax: 2 })]);
      expect(result!.status).toBe('already');
      expect(result!.message).toMatch(new RegExp(`^Budi sudah check-in ${DOOR_TIME} oleh Rara Ayu\\.$`));
      expect(result!.guest).toMatchObject({ arrivals: [{ pax: 2, byName: 'Rara Ayu' }] });
    });

    it('records more people than the quota and flags them (the couple is told); up to the quota is done', async () => {
      const budi = await addGuest(ctx, world, { name: 'Budi', quota: 2 });
      const sari = await addGuest(ctx, world, { name: 'Sari', quota: 2 });
      const andi = await createUsher('Andi');
      const [atQuota, over] = await sync(andi.token, [
        op('check-in', { guestId: sari.id, pax: 2 }),
        op('check-in', { guestId: budi.id, pax: 3 }),
      ]);
      expect(atQuota!.status).toBe('done');
      expect(over).toMatchObject({
        status: 'flagged',
        message: 'Budi tercatat hadir, 3 orang. Melebihi kuota 2 orang; pemilik undangan diberi tahu.',
      });
      expect((await arrivalRows(budi.id)).map((row) => row.pax)).toEqual([3]);
      const notes = await ctx.app.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, world.user.id));
      expect(notes.map((n) => n.body)).toEqual(['Budi datang 3 orang (kuota 2), dicatat oleh Andi.']);
    });

    it('lets in the members of a household another usher had not, and answers already when none are left', async () => {
      const harto = await addGuest(ctx, world, {
        name: 'Keluarga Harto',
        quota: 4,
        members: [{ name: 'Pak Harto' }, { name: 'Bu Harto' }, { name: 'Dimas' }],
      });
      const andi = await createUsher('Andi');
      const joko = await createUsher('Mas Joko');
      const online = await asUsher(joko.token, {
        method: 'POST',
        url: `/api/usher/guests/${harto.id}/check-in`,
        payload: { pax: 1, memberIds: ['m1'] },
      });
      expect(online.statusCode, online.body).toBe(200);

      const [partly, none] = await sync(andi.token, [
        op('check-in', { guestId: harto.id, pax: 3, memberIds: ['m1', 'm2'] }),
        op('check-in', { guestId: harto.id, pax: 1, memberIds: ['m1'] }),
      ]);
      expect(partly!.status).toBe('done');
      expect(partly!.message).toMatch(
        new RegExp(
          `^Keluarga Harto: Bu Harto menyusul masuk, 2 orang \\(kini 3 orang\\)\\. Pak Harto sudah check-in ${DOOR_TIME} oleh Mas Joko\\.$`,
        ),
      );
      expect(partly!.guest!.arrivals).toHaveLength(1);
      expect(partly!.guest!.arrivals[0]!.members.map((m) => [m.id, m.byName])).toEqual([
        ['m1', 'Mas Joko'],
        ['m2', 'Andi'],
      ]);
      expect(none!.status).toBe('already');
      expect(none!.message).toMatch(new RegExp(`^Pak Harto sudah check-in ${DOOR_TIME} oleh Mas Joko\\.$`));
      expect((await arrivalRows(harto.id)).map((row) => row.pax)).toEqual([3]);
    });

    it('dates an arrival by the operation when it lies within two days before now, else by now', async () => {
      const now = ctx.clock.now().getTime();
      ctx.clock.stopAt(now);
      const andi = await createUsher('Andi');
      const cases = [
        { at: now - DOOR_SYNC_LIMITS.pastMs, recorded: now - DOOR_SYNC_LIMITS.pastMs },
        { at: now - DOOR_SYNC_LIMITS.pastMs - 1, recorded: now },
        { at: now, recorded: now },
        { at: now + 1, recorded: now },
      ];
      for (const [i, { at, recorded }] of cases.entries()) {
        const guest = await addGuest(ctx, world, { name: `Tamu ${i}`, quota: 1 });
        const [result] = await sync(andi.token, [
          { ...op('check-in', { guestId: guest.id, pax: 1 }), at: new Date(at).toISOString() },
        ]);
        expect(
          result!.guest!.arrivals.map((arrival) => arrival.at),
          new Date(at).toISOString(),
        ).toEqual([new Date(recorded).toISOString()]);
      }
    });

    it('adds a walk-in under the phone’s id, to the couple’s list, so later operations can name them', async () => {
      const andi = await createUsher('Andi');
      const id = randomUUID();
      const [added, checked, souvenir] = await sync(andi.token, [
        op('walk-in', { guestId: id, name: 'Tamu Dadakan', pax: 2, eventId: 'resepsi' }),
        // At the session the walk-in came to: one naming none would go to the default (the akad), where
        // they are not in yet, since arrivals are per session.
        op('check-in', { guestId: id, pax: 1, eventId: 'resepsi' }),
        op('souvenir', { guestId: id }),
      ]);
      expect(added).toMatchObject({
        status: 'done',
        message: 'Tamu Dadakan ditambahkan dan tercatat hadir, 2 orang.',
        guest: { id, walkIn: true, arrivals: [{ pax: 2, eventId: 'resepsi', byName: 'Andi' }] },
      });
      expect(checked!.status).toBe('already');
      expect(souvenir!.status).toBe('done');
      const list = await listAll(ctx, world);
      expect(list.map((guest: TGuest) => [guest.id, guest.name, guest.walkIn])).toEqual([
        [id, 'Tamu Dadakan', true],
      ]);
    });

    it('refuses a walk-in whose id a guest already holds, and one past the package’s guest limit', async () => {
      const other = await guestWorld(ctx, 'Orang Lain');
      const foreign = await addGuest(ctx, other, { name: 'Tamu Lain' });
      await setEntitlement(ctx, world.invitation.id, { guestLimit: 1 });
      await addGuest(ctx, world, { name: 'Budi' });
      const andi = await createUsher('Andi');
      const [taken, full] = await sync(andi.token, [
        op('walk-in', { guestId: foreign.id, name: 'Penyusup', pax: 1 }),
        op('walk-in', { guestId: randomUUID(), name: 'Tamu Dadakan', pax: 1 }),
      ]);
      expect(taken).toEqual({
        id: expect.any(String),
        status: 'refused',
        message: 'ID tamu baru ini sudah dipakai tamu lain.',
        guest: null,
      });
      expect((await guestRow(foreign.id)).name).toBe('Tamu Lain');
      expect(full).toMatchObject({ status: 'refused', guest: null });
      expect(full!.message).toBe(
        'Batas tamu paket undangan ini 1 dan sudah terisi 1. Tidak ada tempat tersisa. ' +
          'Tingkatkan paket di menu Paket untuk menambah batas tamu.',
      );
      expect((await listAll(ctx, world)).map((guest) => guest.name)).toEqual(['Budi']);
    });

    it('records a souvenir once and a gift at the door; a second souvenir is already', async () => {
      const budi = await addGuest(ctx, world, { name: 'Budi', quota: 2 });
      const andi = await createUsher('Andi');
      const [first, second, gift] = await sync(andi.token, [
        op('souvenir', { guestId: budi.id }),
        op('souvenir', { guestId: budi.id }),
        op('gift', { guestId: budi.id, kind: 'amplop', amount: 200_000 }),
      ]);
      expect(first).toMatchObject({ status: 'done', message: 'Budi menerima souvenir.' });
      expect(second!.status).toBe('already');
      expect(second!.message).toMatch(new RegExp(`^Budi sudah menerima souvenir ${DOOR_TIME} oleh Andi\\.$`));
      expect(gift).toMatchObject({
        status: 'done',
        message: 'Amplop dari Budi tercatat.',
        guest: { id: budi.id },
      });
      const entries = await ctx.app.db.select().from(giftEntries);
      expect(entries.map((e) => [e.guestId, e.kind, e.amount, e.recordedByName])).toEqual([
        [budi.id, 'amplop', 200_000, 'Andi'],
      ]);
    });

    it('refuses what names no guest of this invitation or breaks a rule, and goes on with the rest', async () => {
      const other = await guestWorld(ctx, 'Orang Lain');
      const foreign = await addGuest(ctx, other, { name: 'Tamu Lain' });
      const budi = await addGuest(ctx, world, { name: 'Budi', quota: 2 });
      const harto = await addGuest(ctx, world, {
        name: 'Keluarga Harto',
        quota: 2,
        members: [{ name: 'Pak Harto' }],
      });
      const andi = await createUsher('Andi');
      const results = await sync(andi.token, [
        op('check-in', { guestId: foreign.id, pax: 1 }),
        op('souvenir', { guestId: foreign.id }),
        op('gift', { guestId: foreign.id, kind: 'hadiah', note: 'Set piring' }),
        op('check-in', { guestId: harto.id, pax: 1, memberIds: ['m9'] }),
        op('check-in', { guestId: budi.id, pax: 1, eventId: 'ngunduh-mantu' }),
        op('check-in', { guestId: budi.id, pax: 1 }),
      ]);
      expect(results.map((r) => [r.status, r.message, r.guest?.name ?? null])).toEqual([
        ['refused', NOT_ON_LIST, null],
        ['refused', NOT_ON_LIST, null],
        ['refused', NOT_ON_LIST, null],
        ['refused', 'Anggota keluarga tidak dikenal', 'Keluarga Harto'],
        ['refused', 'Sesi acara tidak ditemukan', 'Budi'],
        ['done', 'Budi tercatat hadir, 1 orang.', 'Budi'],
      ]);
      expect(await arrivalRows(foreign.id)).toEqual([]);
      expect((await guestRow(foreign.id)).souvenirAt).toBeNull();
      expect(await ctx.app.db.select().from(giftEntries)).toEqual([]);
    });

    it('refuses arrivals when the package has no check-in, one by one', async () => {
      const budi = await addGuest(ctx, world, { name: 'Budi', quota: 2 });
      await setEntitlement(ctx, world.invitation.id, { guestLimit: 1000, qrCheckin: false });
      const andi = await createUsher('Andi');
      const [result] = await sync(andi.token, [op('check-in', { guestId: budi.id, pax: 1 })]);
      expect(result!.status).toBe('refused');
      expect(result!.message).toMatch(/^Check-in QR tidak termasuk dalam paket undangan ini/);
    });

    it('answers a revoked link or a wrong PIN for the whole request, settling nothing', async () => {
      const budi = await addGuest(ctx, world, { name: 'Budi', quota: 2 });
      const sinta = await createUsher('Sinta', '4821');
      const operations = [op('check-in', { guestId: budi.id, pax: 1 })];
      const wrongPin = await asUsher(sinta.token, {
        method: 'POST',
        url: '/api/usher/sync',
        payload: { operations },
        pin: '0000',
      });
      expect(wrongPin.statusCode).toBe(401);
      expect(wrongPin.json()).toEqual({ code: 'PIN_REQUIRED', message: 'PIN salah.' });
      await ctx.request({ method: 'DELETE', url: `/api/ushers/${sinta.usher.id}`, token: world.token });
      const revoked = await asUsher(sinta.token, {
        method: 'POST',
        url: '/api/usher/sync',
        payload: { operations },
        pin: '4821',
      });
      expect(revoked.statusCode).toBe(401);
      expect(revoked.json().code).toBe('USHER_ACCESS_REVOKED');
      expect(await arrivalRows(budi.id)).toEqual([]);
      expect(await ctx.app.db.select().from(doorOperations)).toEqual([]);
    });

    it('takes up to 200 operations a request, and refuses a body far past that before reading it', async () => {
      const andi = await createUsher('Andi');
      const souvenirs = (n: number) =>
        Array.from({ length: n }, () => op('souvenir', { guestId: randomUUID() }));
      const full = await sync(andi.token, souvenirs(DOOR_SYNC_LIMITS.operations));
      expect(full).toHaveLength(200);
      const tooMany = await asUsher(andi.token, {
        method: 'POST',
        url: '/api/usher/sync',
        payload: { operations: souvenirs(DOOR_SYNC_LIMITS.operations + 1) },
      });
      expect(tooMany.statusCode).toBe(422);
      expect(tooMany.json().errors.operations).toEqual(['Maksimal 200 operasi sekaligus']);
      const huge = await asUsher(andi.token, {
        method: 'POST',
        url: '/api/usher/sync',
        payload: {
          operations: [op('gift', { guestId: randomUUID(), kind: 'hadiah', note: 'x'.repeat(900_000) })],
        },
      });
      expect(huge.statusCode).toBe(413);
      // The largest operations the contract allows, escaped, all fit.
      const note = '\u0001'.repeat(500);
      const largest = Array.from({ length: 200 }, () =>
        op('gift', { guestId: randomUUID(), kind: 'hadiah', amount: 1_000_000_000, note }),
      );
      const fits = await asUsher(andi.token, {
        method: 'POST',
        url: '/api/usher/sync',
        payload: { operations: largest },
      });
      expect(fits.statusCode, fits.body.slice(0, 300)).toBe(200);
    });
  });

  describe('the installable app', () => {
    it('is described by a manifest for the usher’s link, served without reading the token', async () => {
      const token = randomBytes(24).toString('base64url');
      const res = await ctx.request({ method: 'GET', url: `/api/usher/manifest/${token}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.json()).toEqual({
        name: 'Undangin Check-in',
        short_name: 'Check-in',
        lang: 'id',
        start_url: `/check-in/${token}`,
        scope: `/check-in/${token}`,
        display: 'standalone',
        background_color: '#00BFA6',
        theme_color: '#00BFA6',
        icons: [
          { src: '/icons/usher-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/usher-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
        ],
      });
      for (const bad of ['pendek', 'titik.tidak-boleh-ada-di-token', 'ada%20spasi-dan-lebih-panjang']) {
        const refused = await ctx.request({ method: 'GET', url: `/api/usher/manifest/${bad}` });
        expect(refused.statusCode, bad).toBe(422);
      }
    });
  });

  describe('the erasure after the event', () => {
    it('removes the invitation’s sync replays and keeps who let guests in and gave souvenirs', async () => {
      const budi = await addGuest(ctx, world, { name: 'Budi', quota: 2 });
      const andi = await createUsher('Andi');
      await sync(andi.token, [
        op('check-in', { guestId: budi.id, pax: 1 }),
        op('souvenir', { guestId: budi.id }),
      ]);
      // Another couple's wedding a year later: not due, its replays stay.
      const other = await guestWorld(ctx, 'Orang Lain');
      await setEntitlement(ctx, other.invitation.id, { guestLimit: 1000 });
      await ctx.app.db
        .update(invitations)
        .set({
          content: {
            ...COMPLETE_CONTENT,
            events: COMPLETE_CONTENT.events!.map((event) => ({ ...event, date: '2031-06-14' })),
          },
        })
        .where(eq(invitations.id, other.invitation.id));
      const theirGuest = await addGuest(ctx, other, { name: 'Tamu Lain' });
      const theirUsher = await ctx.request({
        method: 'POST',
        url: `/api/invitations/${other.invitation.id}/ushers`,
        token: other.token,
        payload: { name: 'Lain' },
      });
      const [theirs] = await sync(theirUsher.json<TUsherCreated>().token, [
        op('check-in', { guestId: theirGuest.id, pax: 1 }),
      ]);
      expect(theirs!.status).toBe('done');

      const result = await runGuestErasure(ctx.app.db, new Date(Date.UTC(2030, 9, 1)));
      expect(result.erased).toBe(1);
      const left = await ctx.app.db.select().from(doorOperations);
      expect(left.map((row) => row.invitationId)).toEqual([other.invitation.id]);
      expect(await guestRow(budi.id)).toMatchObject({ souvenirByName: 'Andi' });
      expect((await arrivalRows(budi.id)).map((row) => row.byName)).toEqual(['Andi']);
    });
  });
});

describe.runIf(testDbKind === 'postgres')('guests: the usher app’s sync on PostgreSQL', () => {
  let ctx: TTestContext;
  let world: TGuestWorld;
  guestWorldHooks({ name: 'Rara Ayu', guestLimit: 1000 }, (app, made) => {
    ctx = app;
    world = made;
  });

  const usherTokens = async (names: string[]) => {
    const tokens: string[] = [];
    for (const name of names) tokens.push((await makeUsher(ctx, world, { name })).token);
    return tokens;
  };
  const syncAs = (token: string, operations: unknown[]) =>
    ctx.request({
      method: 'POST',
      url: '/api/usher/sync',
      payload: { operations },
      headers: { 'x-usher-token': token },
    });
  const op = (type: string, fields: Record<string, unknown>) => ({
    id: randomUUID(),
    at: ctx.clock.now().toISOString(),
    type,
    ...fields,
  });

  it('lets a guest two ushers sync at the same moment in once, and a replay of both batches changes nothing', async () => {
    const budi = await addGuest(ctx, world, { name: 'Budi', quota: 2 });
    const [andi, joko] = await usherTokens(['Andi', 'Mas Joko']);
    const batches = [
      [op('check-in', { guestId: budi.id, pax: 2 })],
      [op('check-in', { guestId: budi.id, pax: 2 })],
    ];
    const answers = await Promise.all([syncAs(andi!, batches[0]!), syncAs(joko!, batches[1]!)]);
    const results = answers.map((res) => res.json<TDoorSyncResult>().results[0]!);
    expect(results.map((r) => r.status).sort()).toEqual(['already', 'done']);
    const winner = results.find((r) => r.status === 'done')!.guest!.arrivals[0]?.byName;
    expect(results.find((r) => r.status === 'already')!.message).toMatch(
      new RegExp(`^Budi sudah check-in ${DOOR_TIME} oleh ${winner}\\.$`),
    );
    const [row] = await ctx.app.db.select().from(guests).where(eq(guests.id, budi.id));
    const arrived = await ctx.app.db.select().from(guestArrivals).where(eq(guestArrivals.guestId, budi.id));
    expect(arrived.map((arrival) => arrival.pax)).toEqual([2]);

    const replays = await Promise.all([syncAs(andi!, batches[0]!), syncAs(joko!, batches[1]!)]);
    expect(replays.map((res) => res.json<TDoorSyncResult>().results[0]!.status)).toEqual(
      results.map((r) => r.status),
    );
    const [after] = await ctx.app.db.select().from(guests).where(eq(guests.id, budi.id));
    expect(after).toEqual(row);
    expect(await ctx.app.db.select().from(guestArrivals).where(eq(guestArrivals.guestId, budi.id))).toEqual(
      arrived,
    );
    expect(await ctx.app.db.select().from(doorOperations)).toHaveLength(2);
  });

  it('settles one operation sent twice at once (a phone retrying) once', async () => {
    const budi = await addGuest(ctx, world, { name: 'Budi', quota: 2 });
    const [andi] = await usherTokens(['Andi']);
    const batch = [op('check-in', { guestId: budi.id, pax: 2 })];
    const answers = await Promise.all([syncAs(andi!, batch), syncAs(andi!, batch), syncAs(andi!, batch)]);
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<TDoorSyncResult>().results[0]).toMatchObject({
        status: 'done',
        message: 'Budi tercatat hadir, 2 orang.',
      });
    }
    expect(await ctx.app.db.select().from(doorOperations)).toHaveLength(1);
  });

  it('records a souvenir two ushers hand out at the same moment once', async () => {
    const budi = await addGuest(ctx, world, { name: 'Budi', quota: 2 });
    const tokens = await usherTokens(['Andi', 'Sinta', 'Joko', 'Wati']);
    const answers = await Promise.all(
      tokens.map((token) =>
        ctx.request({
          method: 'POST',
          url: `/api/usher/guests/${budi.id}/souvenir`,
          headers: { 'x-usher-token': token },
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409]);
  });
});
