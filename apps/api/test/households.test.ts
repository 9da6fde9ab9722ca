import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  arrivalAt,
  type TCheckInGuest,
  type TCheckInResult,
  type TGuest,
  type TGuestArrival,
  type TImportPreview,
  type TImportResult,
  type TUsherCreated,
} from '@undangin/shared';
import type { TTestContext } from './helpers/app';
import { addGuest, guestWorld, guestWorldHooks, listAll, type TGuestWorld } from './helpers/guests';
import { formTokenIn, postPageForm } from './helpers/invitations';

/** Households and plus-ones (issue 17 part 1): the guest's members, their answers, the door and the import. */
describe('households and plus-ones', () => {
  let ctx: TTestContext;
  let world: TGuestWorld;
  guestWorldHooks({ published: true, guestLimit: 1000 }, (app, made) => {
    ctx = app;
    world = made;
  });

  const create = (payload: Record<string, unknown>) =>
    ctx.request({
      method: 'POST',
      url: `/api/invitations/${world.invitation.id}/guests`,
      token: world.token,
      payload,
    });
  const patch = (guestId: string, payload: Record<string, unknown>, token = world.token) =>
    ctx.request({ method: 'PATCH', url: `/api/guests/${guestId}`, token, payload });
  const harto = () =>
    addGuest(ctx, world, {
      name: 'Keluarga Bapak Harto',
      quota: 4,
      members: [{ name: 'Pak Harto' }, { name: 'Bu Harto' }],
    });

  /** Posts the personal page's RSVP form as the browser sends it (fields urlencoded). */
  async function answer(guest: TGuest, fields: Record<string, string>) {
    const page = await ctx.request({ method: 'GET', url: `/u/${world.invitation.slug}/${guest.code}` });
    return postPageForm(ctx, world.invitation.slug, 'rsvp', {
      token: formTokenIn(page),
      guestCode: guest.code,
      ...fields,
    });
  }
  const listed = async (id: string) => (await listAll(ctx, world)).find((guest) => guest.id === id)!;
  /** No check-in here names a session, so each goes to the door's default: the akad, first by date. */
  const SESSION = 'akad';
  const atSession = (guest: { arrivals: TGuestArrival[] }) => arrivalAt(guest, SESSION, SESSION);
  /** The people let in at that session so far (null before any), and the household's members among them. */
  const paxIn = (guest: { arrivals: TGuestArrival[] }) => atSession(guest)?.pax ?? null;
  const inIds = (guest: { arrivals: TGuestArrival[] }) => (atSession(guest)?.members ?? []).map((m) => m.id);

  describe('the guest with its members', () => {
    it('gives members ids and reads them back unchanged in the answer, the list and a second save', async () => {
      const guest = await harto();
      expect(guest.members).toEqual([
        { id: 'm1', name: 'Pak Harto' },
        { id: 'm2', name: 'Bu Harto' },
      ]);
      expect((await listed(guest.id)).members).toEqual(guest.members);
      const again = await patch(guest.id, { members: guest.members });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json<TGuest>().members).toEqual(guest.members);
    });

    it('raises an absent quota to hold every member, and refuses a quota below them (422 on quota)', async () => {
      const four = Array.from({ length: 4 }, (_, i) => ({ name: `Anggota ${i + 1}` }));
      const raised = await create({ name: 'Keluarga Besar', members: four });
      expect(raised.statusCode, raised.body).toBe(201);
      expect(raised.json<TGuest>().quota).toBe(4);

      const below = await create({ name: 'Keluarga Kecil', quota: 3, members: four });
      expect(below.statusCode).toBe(422);
      expect(below.json().errors).toEqual({ quota: ['Kuota minimal sebanyak anggota keluarga (4)'] });
      const equal = await create({ name: 'Keluarga Pas', quota: 4, members: four });
      expect(equal.statusCode).toBe(201);
    });

    it('takes 20 members and refuses 21', async () => {
      const members = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Anggota ${i + 1}` }));
      expect((await create({ name: 'Dua puluh', quota: 20, members: members(20) })).statusCode).toBe(201);
      const over = await create({ name: 'Dua puluh satu', quota: 20, members: members(21) });
      expect(over.statusCode).toBe(422);
      expect(over.json().errors.members).toEqual(['Maksimal 20 anggota keluarga']);
    });

    it('refuses a blank member name, naming the member', async () => {
      const blank = await create({ name: 'Keluarga', members: [{ name: 'Pak' }, { name: '  ' }] });
      expect(blank.statusCode).toBe(422);
      expect(blank.json().errors['members.1.name']).toEqual(['Nama anggota wajib diisi']);
    });

    it('keeps ids across a rename, never reuses a removed id, and refuses an id the guest does not have', async () => {
      const guest = await harto();
      const edited = await patch(guest.id, {
        members: [{ id: 'm1', name: 'Bapak Harto Wibowo' }, { name: 'Dimas' }],
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json<TGuest>().members).toEqual([
        { id: 'm1', name: 'Bapak Harto Wibowo' },
        { id: 'm3', name: 'Dimas' },
      ]);
      const unknown = await patch(guest.id, { members: [{ id: 'm2', name: 'Bu Harto' }] });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toEqual({ 'members.0.id': ['Anggota keluarga tidak dikenal'] });
    });

    it('never gives a member removed in an earlier edit its id back, so old answers cannot name a newcomer', async () => {
      const guest = await harto();
      await answer(guest, { 'member.akad.m1': 'hadir', 'member.akad.m2': 'hadir' });
      const removed = await patch(guest.id, { members: [{ id: 'm1', name: 'Pak Harto' }] });
      expect(removed.json<TGuest>().members).toEqual([{ id: 'm1', name: 'Pak Harto' }]);
      const added = await patch(guest.id, { members: [{ id: 'm1', name: 'Pak Harto' }, { name: 'Sekar' }] });
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json<TGuest>().members).toEqual([
        { id: 'm1', name: 'Pak Harto' },
        { id: 'm3', name: 'Sekar' },
      ]);
      // Bu Harto's old answer still names her, not Sekar.
      expect(added.json<TGuest>().rsvp[0]!.attendees).toEqual([
        { key: 'm:m1', name: 'Pak Harto' },
        { key: 'm:m2', name: 'Bu Harto' },
      ]);
      // Emptied altogether and filled again, the household still counts on.
      await patch(guest.id, { members: [] });
      const refilled = await patch(guest.id, { members: [{ name: 'Dimas' }] });
      expect(refilled.json<TGuest>().members).toEqual([{ id: 'm4', name: 'Dimas' }]);
    });

    it('holds a lowered quota to the members it keeps', async () => {
      const guest = await harto();
      const below = await patch(guest.id, { quota: 1 });
      expect(below.statusCode).toBe(422);
      expect(below.json().errors).toEqual({ quota: ['Kuota minimal sebanyak anggota keluarga (2)'] });
      expect((await patch(guest.id, { quota: 2 })).statusCode).toBe(200);
      const more = await patch(guest.id, { members: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] });
      expect(more.json().errors).toEqual({ quota: ['Kuota minimal sebanyak anggota keluarga (3)'] });
    });

    it("answers 404 for another couple's guest, members or not", async () => {
      const guest = await harto();
      const other = await guestWorld(ctx, 'Sari Lain');
      const res = await patch(guest.id, { members: [{ name: 'Penyusup' }] }, other.token);
      expect(res.statusCode).toBe(404);
      expect((await listed(guest.id)).members).toEqual(guest.members);
    });
  });

  describe('the household answers per member and per session', () => {
    it('stores who comes to each session, with named and blank plus-ones, and pax as their count', async () => {
      const guest = await harto();
      const res = await answer(guest, {
        'member.akad.m1': 'hadir',
        'member.akad.m2': 'tidak_hadir',
        'member.resepsi.m1': 'hadir',
        'member.resepsi.m2': 'hadir',
        'plusOnes.resepsi': '2',
        'plusOne.resepsi.1': ' Rina ',
        'plusOne.resepsi.2': '',
      });
      expect(res.statusCode, res.body).toBe(200);
      const after = await listed(guest.id);
      expect(after.rsvp).toEqual([
        expect.objectContaining({
          eventId: 'akad',
          attendance: 'hadir',
          pax: 1,
          attendees: [{ key: 'm:m1', name: 'Pak Harto' }],
        }),
        expect.objectContaining({
          eventId: 'resepsi',
          attendance: 'hadir',
          pax: 4,
          attendees: [
            { key: 'm:m1', name: 'Pak Harto' },
            { key: 'm:m2', name: 'Bu Harto' },
            { key: 'p:1', name: 'Rina' },
            { key: 'p:2', name: '' },
          ],
        }),
      ]);
      // The list counts the most people the household brings to one session.
      expect(after.rsvpPax).toBe(4);
    });

    it('is "tidak hadir" with nobody when no member comes', async () => {
      const guest = await harto();
      const res = await answer(guest, { 'member.akad.m1': 'tidak_hadir', 'member.akad.m2': 'tidak_hadir' });
      expect(res.statusCode, res.body).toBe(200);
      expect((await listed(guest.id)).rsvp).toEqual([
        expect.objectContaining({ eventId: 'akad', attendance: 'tidak_hadir', pax: 0, attendees: [] }),
      ]);
    });

    it('takes plus-ones up to the places and refuses one more, on the plus-ones field', async () => {
      const guest = await harto();
      const over = await answer(guest, {
        'member.akad.m1': 'hadir',
        'member.akad.m2': 'hadir',
        'plusOnes.akad': '3',
      });
      expect(over.statusCode).toBe(422);
      expect(over.json().errors).toEqual({ 'plusOnes.akad': ['Tamu pendamping maksimal 2 orang'] });
      // A name typed past the count still counts as someone coming.
      const named = await answer(guest, {
        'member.akad.m1': 'hadir',
        'member.akad.m2': 'hadir',
        'plusOnes.akad': '2',
        'plusOne.akad.3': 'Tetangga',
      });
      expect(named.json().errors).toEqual({ 'plusOnes.akad': ['Tamu pendamping maksimal 2 orang'] });
      expect((await listed(guest.id)).rsvp).toEqual([]);
    });

    it('refuses an unknown member and a member left unanswered, each on its own field', async () => {
      const guest = await harto();
      const unknown = await answer(guest, {
        'member.akad.m1': 'hadir',
        'member.akad.m2': 'hadir',
        'member.akad.m9': 'hadir',
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toEqual({ 'member.akad.m9': ['Anggota keluarga tidak dikenal'] });
      const missing = await answer(guest, { 'member.akad.m1': 'hadir' });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual({
        'member.akad.m2': ['Pilih hadir atau tidak hadir untuk Bu Harto'],
      });
    });

    it('answers each session on its own: one answered, the other left for later', async () => {
      const guest = await harto();
      const res = await answer(guest, { 'member.resepsi.m1': 'hadir', 'member.resepsi.m2': 'tidak_hadir' });
      expect(res.statusCode, res.body).toBe(200);
      expect((await listed(guest.id)).rsvp.map((rsvp) => rsvp.eventId)).toEqual(['resepsi']);
    });

    it('keeps today’s answer for one person: themself and blank plus-ones within the quota', async () => {
      const single = await addGuest(ctx, world, { name: 'Budi', quota: 2 });
      const res = await answer(single, { 'attendance.akad': 'hadir', 'pax.akad': '2' });
      expect(res.statusCode, res.body).toBe(200);
      expect((await listed(single.id)).rsvp[0]).toMatchObject({
        pax: 2,
        attendees: [
          { key: 'self', name: 'Budi' },
          { key: 'p:1', name: '' },
        ],
      });
      const alone = await addGuest(ctx, world, { name: 'Sari', quota: 1 });
      const refused = await answer(alone, { 'attendance.akad': 'hadir', 'plusOne.akad.1': 'Teman' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ 'plusOnes.akad': ['Undangan ini tanpa tamu pendamping'] });
    });

    it('lets one person name their plus-ones on the page, blank allowed, and reads them back', async () => {
      const rina = await addGuest(ctx, world, { name: 'Rina', quota: 3 });
      const page = await ctx.request({ method: 'GET', url: `/u/${world.invitation.slug}/${rina.code}` });
      expect(page.body).toContain('name="plusOne.akad.2"');
      expect(page.body).not.toContain('name="plusOne.akad.3"');
      // A plain form without the page script sends every name field, the unused ones empty.
      const res = await answer(rina, {
        'attendance.akad': 'hadir',
        'pax.akad': '3',
        'plusOne.akad.1': 'Dewi',
        'plusOne.akad.2': '',
        'attendance.resepsi': 'tidak_hadir',
        'pax.resepsi': '1',
        'plusOne.resepsi.1': '',
        'plusOne.resepsi.2': '',
      });
      expect(res.statusCode, res.body).toBe(200);
      const after = await listed(rina.id);
      expect(after.rsvp.map((rsvp) => [rsvp.eventId, rsvp.pax, rsvp.attendees])).toEqual([
        [
          'akad',
          3,
          [
            { key: 'self', name: 'Rina' },
            { key: 'p:1', name: 'Dewi' },
            { key: 'p:2', name: '' },
          ],
        ],
        ['resepsi', 0, []],
      ]);
      const again = await ctx.request({ method: 'GET', url: `/u/${world.invitation.slug}/${rina.code}` });
      expect(again.body).toMatch(
        /name="plusOne\.akad\.1"[^>]*value="Dewi"|value="Dewi"[^>]*name="plusOne\.akad\.1"/,
      );
      expect(again.body).toContain('Rina, Dewi, Tamu pendamping 1');
    });

    it('greets the household on its page and asks every member per session', async () => {
      const guest = await harto();
      const page = await ctx.request({ method: 'GET', url: `/u/${world.invitation.slug}/${guest.code}` });
      expect(page.body).toContain('Keluarga Bapak Harto');
      for (const field of ['member.akad.m1', 'member.akad.m2', 'member.resepsi.m1', 'member.resepsi.m2']) {
        expect(page.body).toContain(`name="${field}"`);
      }
      expect(page.body).toContain('name="plusOne.resepsi.2"');
      expect(page.body).not.toContain('name="plusOne.resepsi.3"');
      expect(page.body).not.toContain('name="attendance.akad"');
    });
  });

  describe('the door lets in part of a household', () => {
    const base = () => `/api/invitations/${world.invitation.id}/check-in`;

    it('shows the members, lets two of three in, and holds the ticked members to real ones and to pax', async () => {
      const guest = await addGuest(ctx, world, {
        name: 'Keluarga Harto',
        quota: 4,
        members: [{ name: 'Pak Harto' }, { name: 'Bu Harto' }, { name: 'Dimas' }],
      });
      const lookup = await ctx.request({
        method: 'GET',
        url: `${base()}/lookup?code=${encodeURIComponent(guest.link)}`,
        token: world.token,
      });
      expect(lookup.json<TCheckInGuest>().members.map((member) => member.name)).toEqual([
        'Pak Harto',
        'Bu Harto',
        'Dimas',
      ]);
      const scan = (payload: Record<string, unknown>) =>
        ctx.request({
          method: 'POST',
          url: base(),
          token: world.token,
          payload: { code: guest.link, ...payload },
        });
      const unknown = await scan({ pax: 2, memberIds: ['m1', 'm7'] });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toEqual({ memberIds: ['Anggota keluarga tidak dikenal'] });
      const short = await scan({ pax: 1, memberIds: ['m1', 'm2'] });
      expect(short.statusCode).toBe(422);
      expect(short.json().errors).toEqual({
        pax: ['Jumlah orang minimal sebanyak anggota yang dipilih (2)'],
      });
      const part = await scan({ pax: 2, memberIds: ['m1', 'm2'] });
      expect(part.statusCode, part.body).toBe(200);
      expect(part.json<TCheckInResult>().guest).toMatchObject({ arrivals: [{ eventId: SESSION, pax: 2 }] });
      expect(paxIn(await listed(guest.id))).toBe(2);
    });

    it('still asks for a confirmation past the quota, household or not', async () => {
      const guest = await harto();
      const over = await ctx.request({
        method: 'POST',
        url: base(),
        token: world.token,
        payload: { code: guest.link, pax: 5, memberIds: ['m1', 'm2'] },
      });
      expect(over.statusCode).toBe(409);
      expect(over.json().code).toBe('OVER_QUOTA');
    });
  });

  describe('the door lets a household in parts', () => {
    const base = () => `/api/invitations/${world.invitation.id}/check-in`;
    const threeOf = (quota: number) =>
      addGuest(ctx, world, {
        name: 'Keluarga Harto',
        quota,
        members: [{ name: 'Pak Harto' }, { name: 'Bu Harto' }, { name: 'Dimas' }],
      });
    const byId = (guestId: string, payload: Record<string, unknown>) =>
      ctx.request({ method: 'POST', url: `/api/guests/${guestId}/check-in`, token: world.token, payload });
    const scan = (guest: TGuest, payload: Record<string, unknown>) =>
      ctx.request({
        method: 'POST',
        url: base(),
        token: world.token,
        payload: { code: guest.link, ...payload },
      });

    it('records which members came, and lets the rest in later through an usher, adding their count', async () => {
      const guest = await threeOf(4);
      const first = await scan(guest, { pax: 2, memberIds: ['m1', 'm2'] });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json<TCheckInResult>().guest).toMatchObject({
        arrivals: [
          {
            eventId: SESSION,
            pax: 2,
            members: [
              { id: 'm1', byName: 'Rara Ayu' },
              { id: 'm2', byName: 'Rara Ayu' },
            ],
          },
        ],
      });

      const usher = await ctx.request({
        method: 'POST',
        url: `/api/invitations/${world.invitation.id}/ushers`,
        token: world.token,
        payload: { name: 'Andi' },
      });
      const headers = { 'x-usher-token': usher.json<TUsherCreated>().token };
      const found = await ctx.request({ method: 'GET', url: '/api/usher/guests?q=Harto', headers });
      expect(inIds(found.json<{ data: TCheckInGuest[] }>().data[0]!)).toEqual(['m1', 'm2']);
      const later = await ctx.request({
        method: 'POST',
        url: `/api/usher/guests/${guest.id}/check-in`,
        headers,
        payload: { pax: 2, memberIds: ['m3'] },
      });
      expect(later.statusCode, later.body).toBe(200);
      const result = later.json<TCheckInResult>();
      expect(result.message).toBe('Keluarga Harto: Dimas menyusul masuk, 2 orang (kini 4 orang).');
      expect(paxIn(result.guest)).toBe(4);
      expect(atSession(result.guest)!.members.map((m) => [m.id, m.byName])).toEqual([
        ['m1', 'Rara Ayu'],
        ['m2', 'Rara Ayu'],
        ['m3', 'Andi'],
      ]);
      const read = await listed(guest.id);
      expect(paxIn(read)).toBe(4);
      expect(inIds(read)).toEqual(['m1', 'm2', 'm3']);
      // Everyone in: the household as a whole is refused as any guest checked in.
      const again = await byId(guest.id, { pax: 1 });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'ALREADY_CHECKED_IN' });
      expect(again.json().message).toMatch(/^Keluarga Harto sudah check-in .* oleh Rara Ayu\.$/);
    });

    it('refuses a member already in, naming who let them in, and writes nothing of that arrival', async () => {
      const guest = await threeOf(4);
      await scan(guest, { pax: 2, memberIds: ['m1', 'm2'] });
      const twice = await byId(guest.id, { pax: 2, memberIds: ['m2', 'm3'] });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().code).toBe('ALREADY_CHECKED_IN');
      expect(twice.json().message).toMatch(
        /^Bu Harto sudah check-in \d\d\/\d\d pukul \d\d\.\d\d WIB oleh Rara Ayu\.$/,
      );
      const read = await listed(guest.id);
      expect([paxIn(read), inIds(read)]).toEqual([2, ['m1', 'm2']]);
    });

    it('refuses an unknown member, a later arrival naming no member, and pax below the members named', async () => {
      const guest = await threeOf(4);
      await scan(guest, { pax: 1, memberIds: ['m1'] });
      const unknown = await byId(guest.id, { pax: 1, memberIds: ['m9'] });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toEqual({ memberIds: ['Anggota keluarga tidak dikenal'] });
      const nobody = await byId(guest.id, { pax: 1, memberIds: [] });
      expect(nobody.statusCode).toBe(422);
      expect(nobody.json().errors).toEqual({ memberIds: ['Pilih anggota keluarga yang baru datang'] });
      const short = await byId(guest.id, { pax: 1, memberIds: ['m2', 'm3'] });
      expect(short.statusCode).toBe(422);
      expect(short.json().errors).toEqual({
        pax: ['Jumlah orang minimal sebanyak anggota yang dipilih (2)'],
      });
      expect(paxIn(await listed(guest.id))).toBe(1);
    });

    it('lets in the whole household when the members are not named, first time or later', async () => {
      // As before households: a caller naming no member checks the household in whole, with its count.
      const whole = await threeOf(3);
      const res = await byId(whole.id, { pax: 2 });
      expect(res.statusCode, res.body).toBe(200);
      expect(paxIn(res.json<TCheckInResult>().guest)).toBe(2);
      expect(inIds(res.json<TCheckInResult>().guest)).toEqual(['m1', 'm2', 'm3']);
      expect((await byId(whole.id, { pax: 1 })).json().code).toBe('ALREADY_CHECKED_IN');

      const parts = await addGuest(ctx, world, {
        name: 'Keluarga Sari',
        quota: 3,
        members: [{ name: 'Sari' }, { name: 'Joko' }, { name: 'Tono' }],
      });
      await byId(parts.id, { pax: 1, memberIds: ['m1'] });
      const rest = await byId(parts.id, { pax: 2 });
      expect(rest.statusCode, rest.body).toBe(200);
      expect([paxIn(rest.json<TCheckInResult>().guest), inIds(rest.json<TCheckInResult>().guest)]).toEqual([
        3,
        ['m1', 'm2', 'm3'],
      ]);
    });

    it('counts the later arrivals against the quota: past it only once confirmed, then kept and told', async () => {
      const guest = await threeOf(3);
      await scan(guest, { pax: 2, memberIds: ['m1', 'm2'] });
      const exact = await byId(guest.id, { pax: 1, memberIds: ['m3'] });
      expect(exact.statusCode, exact.body).toBe(200);

      const other = await threeOf(3);
      await scan(other, { pax: 2, memberIds: ['m1', 'm2'] });
      const over = await byId(other.id, { pax: 2, memberIds: ['m3'] });
      expect(over.statusCode).toBe(409);
      expect(over.json()).toMatchObject({
        code: 'OVER_QUOTA',
        message:
          'Keluarga Harto datang 4 orang, melebihi kuota 3 orang. Konfirmasi bila tetap ingin dicatat.',
      });
      const confirmed = await byId(other.id, { pax: 2, memberIds: ['m3'], confirmOverQuota: true });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(paxIn(confirmed.json<TCheckInResult>().guest)).toBe(4);
      const notes = await ctx.request({ method: 'GET', url: '/api/notifications', token: world.token });
      expect(JSON.stringify(notes.json())).toContain('Keluarga Harto datang 4 orang (kuota 3)');
    });

    it('still refuses a second check-in of one person', async () => {
      const budi = await addGuest(ctx, world, { name: 'Budi', quota: 2 });
      expect((await byId(budi.id, { pax: 1 })).statusCode).toBe(200);
      const again = await byId(budi.id, { pax: 1 });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(/^Budi sudah check-in .* oleh Rara Ayu\.$/);
      expect(paxIn(await listed(budi.id))).toBe(1);
    });
  });

  describe('the export writes households', () => {
    it('writes the members and who comes to each session, and imports back unchanged', async () => {
      const guest = await harto();
      await answer(guest, {
        'member.akad.m1': 'hadir',
        'member.akad.m2': 'hadir',
        'plusOnes.akad': '1',
        'member.resepsi.m1': 'tidak_hadir',
        'member.resepsi.m2': 'tidak_hadir',
      });
      const res = await ctx.request({
        method: 'GET',
        url: `/api/invitations/${world.invitation.id}/guests/export?format=csv`,
        token: world.token,
      });
      const [header, row] = Papa.parse<string[]>(res.body.slice(1), { skipEmptyLines: true }).data;
      const cell = (name: string) => row![header!.indexOf(name)];
      expect(cell('Anggota keluarga')).toBe('Pak Harto; Bu Harto');
      expect(cell('RSVP')).toBe(
        'Akad Nikah: Hadir (3) — Pak Harto, Bu Harto, Tamu pendamping 1; Resepsi: Tidak hadir',
      );
      const back = await ctx.request({
        method: 'POST',
        url: `/api/invitations/${world.invitation.id}/guests/import`,
        token: world.token,
        payload: { text: res.body.slice(1) },
      });
      expect(back.json<TImportPreview>().rows.map((imported) => imported.status)).toEqual(['unchanged']);
    });
  });

  describe('the import reads households', () => {
    const url = () => `/api/invitations/${world.invitation.id}/guests/import`;
    const post = (path: string, text: string) =>
      ctx.request({ method: 'POST', url: `${url()}${path}`, token: world.token, payload: { text } });

    it('adds a household with its members, skips a row whose members break a rule whole, and keeps ids on a re-import', async () => {
      const text = [
        'Nama,Jumlah Orang,Anggota keluarga',
        'Keluarga Harto,,Pak Harto; Bu Harto; Dimas',
        'Keluarga Salah,2,A; B; C',
        'Budi,2,',
      ].join('\n');
      const preview = (await post('', text)).json<TImportPreview>();
      expect(preview.columns.members).toBe(2);
      expect(preview.rows.map((row) => [row.status, row.members, row.errors])).toEqual([
        ['new', ['Pak Harto', 'Bu Harto', 'Dimas'], []],
        ['error', ['A', 'B', 'C'], ['Kuota minimal sebanyak anggota keluarga (3)']],
        ['new', null, []],
      ]);
      const committed = await post('/commit', text);
      expect(committed.statusCode, committed.body).toBe(200);
      expect(committed.json<TImportResult>()).toMatchObject({ added: 2, skipped: 1 });
      const guests = await listAll(ctx, world);
      expect(guests.map((guest) => guest.name).sort()).toEqual(['Budi', 'Keluarga Harto']);
      const household = guests.find((guest) => guest.name === 'Keluarga Harto')!;
      expect(household.quota).toBe(3);
      expect(household.members).toEqual([
        { id: 'm1', name: 'Pak Harto' },
        { id: 'm2', name: 'Bu Harto' },
        { id: 'm3', name: 'Dimas' },
      ]);
      expect(guests.find((guest) => guest.name === 'Budi')!.members).toEqual([]);

      const again = await post(
        '/commit',
        'Nama,Jumlah Orang,Anggota keluarga\nKeluarga Harto,4,bu harto; Pak Harto; Sekar\n',
      );
      expect(again.json<TImportResult>()).toMatchObject({ added: 0, updated: 1 });
      expect((await listed(household.id)).members).toEqual([
        { id: 'm2', name: 'bu harto' },
        { id: 'm1', name: 'Pak Harto' },
        { id: 'm4', name: 'Sekar' },
      ]);
    });

    it('gives a member added by a later import a new id, not the one a removed member had', async () => {
      await post(
        '/commit',
        'Nama,Jumlah Orang,Anggota keluarga\nKeluarga Harto,4,Pak Harto; Bu Harto; Dimas\n',
      );
      await post('/commit', 'Nama,Anggota keluarga\nKeluarga Harto,Pak Harto; Bu Harto\n');
      await post('/commit', 'Nama,Anggota keluarga\nKeluarga Harto,Pak Harto; Bu Harto; Sekar\n');
      const [household] = await listAll(ctx, world);
      expect(household!.members).toEqual([
        { id: 'm1', name: 'Pak Harto' },
        { id: 'm2', name: 'Bu Harto' },
        { id: 'm4', name: 'Sekar' },
      ]);
    });

    it('refuses members past the quota a household already has when the row leaves the quota empty', async () => {
      await post('/commit', 'Nama,Jumlah Orang\nKeluarga Harto,2\n');
      const preview = (
        await post('', 'Nama,Anggota keluarga\nKeluarga Harto,A; B; C\n')
      ).json<TImportPreview>();
      expect(preview.rows[0]).toMatchObject({
        status: 'error',
        errors: ['Kuota minimal sebanyak anggota keluarga (3)'],
      });
    });
  });
});
