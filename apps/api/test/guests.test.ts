import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INVITATION_MESSAGE,
  type TGuest,
  type TGuestList,
  type TGuestStats,
  type TMessageSettings,
} from '@undangin/shared';
import { guestOpens, notifications, rsvps, wishes } from '../src/db/schema';
import type { TTestContext } from './helpers/app';
import { findAdmin, tokenFor } from './helpers/accounts';
import {
  addGuest,
  dropEntitlement,
  guestWorld,
  guestWorldHooks,
  listAll,
  putOnPackage,
  setEntitlement,
  type TGuestWorld,
} from './helpers/guests';

describe('guests: the list and a guest', () => {
  let ctx: TTestContext;
  let world: TGuestWorld;
  guestWorldHooks({ guestLimit: 1000 }, (app, made) => {
    ctx = app;
    world = made;
  });

  const url = () => `/api/invitations/${world.invitation.id}/guests`;

  it('adds a guest with an unguessable code, a personal link and the invitation’s default pax', async () => {
    const guest = await addGuest(ctx, world, {
      name: '  Budi   Santoso ',
      salutation: 'Bapak',
      phone: '0812-3456-7890',
    });
    expect(guest.name).toBe('Budi Santoso');
    expect(guest.phone).toBe('+6281234567890');
    expect(guest.quota).toBe(2);
    expect(guest.invitedEventIds).toEqual([]);
    expect(guest.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(guest.link).toBe(`${ctx.config.appUrl}/u/${world.invitation.slug}/${guest.code}`);
    const other = await addGuest(ctx, world, { name: 'Sari' });
    expect(other.code).not.toBe(guest.code);
  });

  it('reads 0812…, 62812… and +62 812… as one number and refuses a second guest with it', async () => {
    await addGuest(ctx, world, { name: 'Budi', phone: '081234567890' });
    for (const phone of ['6281234567890', '+62 812 3456 7890', '(+62) 812-3456-7890']) {
      const res = await ctx.request({
        method: 'POST',
        url: url(),
        token: world.token,
        payload: { name: 'Lain', phone },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.phone[0]).toBe('Nomor ini sudah dipakai oleh tamu "Budi"');
    }
  });

  it('refuses what a guest cannot be, with a clear Indonesian message per field', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: url(),
      token: world.token,
      payload: { name: ' ', phone: '12345', email: 'bukan-email', quota: 21 },
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.name).toEqual(['Nama wajib diisi']);
    expect(errors.phone[0]).toMatch(/^Nomor telepon tidak valid/);
    expect(errors.email).toEqual(['Alamat email tidak valid']);
    expect(errors.quota).toEqual(['Jumlah orang maksimal 20']);
    const long = await ctx.request({
      method: 'POST',
      url: url(),
      token: world.token,
      payload: { name: 'x'.repeat(101) },
    });
    expect(long.json().errors.name).toEqual(['Nama maksimal 100 karakter']);
    const events = await ctx.request({
      method: 'POST',
      url: url(),
      token: world.token,
      payload: { name: 'Tamu', invitedEventIds: ['ngunduh'] },
    });
    expect(events.statusCode).toBe(422);
    expect(events.json().errors.invitedEventIds).toEqual(['Sesi yang dipilih tidak ada di undangan ini']);
  });

  it('edits and deletes a guest, and forgets what the public page kept about them', async () => {
    const guest = await addGuest(ctx, world, { name: 'Budi', invitedEventIds: ['resepsi'] });
    const edited = await ctx.request({
      method: 'PATCH',
      url: `/api/guests/${guest.id}`,
      token: world.token,
      payload: {
        salutation: 'Bapak/Ibu',
        quota: 4,
        group: 'VIP',
        invitedEventIds: ['akad', 'resepsi'],
        phone: '',
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<TGuest>()).toMatchObject({
      salutation: 'Bapak/Ibu',
      quota: 4,
      group: 'VIP',
      phone: null,
      name: 'Budi',
    });
    expect(edited.json<TGuest>().invitedEventIds).toEqual(['akad', 'resepsi']);

    await ctx.app.db.insert(rsvps).values({
      invitationId: world.invitation.id,
      eventId: 'akad',
      respondentKey: `guest:${guest.id}`,
      guestId: guest.id,
      name: 'Budi',
      attendance: 'hadir',
      pax: 2,
    });
    await ctx.app.db.insert(wishes).values({
      invitationId: world.invitation.id,
      guestId: guest.id,
      name: 'Budi',
      message: 'Selamat!',
      authorKey: `guest:${guest.id}`,
      messageHash: 'h',
    });
    const removed = await ctx.request({
      method: 'DELETE',
      url: `/api/guests/${guest.id}`,
      token: world.token,
    });
    expect(removed.statusCode).toBe(204);
    expect(await listAll(ctx, world)).toEqual([]);
    expect(await ctx.app.db.select().from(rsvps)).toEqual([]);
    const [wish] = await ctx.app.db.select().from(wishes);
    expect(wish?.guestId).toBeNull();
  });

  it('answers 404 for another user’s invitation and guests, and lets an administrator in', async () => {
    const guest = await addGuest(ctx, world, { name: 'Budi' });
    const stranger = await guestWorld(ctx, 'Orang Lain');
    const calls = [
      { method: 'GET' as const, url: url() },
      { method: 'POST' as const, url: url(), payload: { name: 'Penyusup' } },
      { method: 'PATCH' as const, url: `/api/guests/${guest.id}`, payload: { name: 'Diubah' } },
      { method: 'DELETE' as const, url: `/api/guests/${guest.id}` },
      { method: 'POST' as const, url: `/api/guests/${guest.id}/sent`, payload: {} },
      { method: 'GET' as const, url: `${url()}/stats` },
      { method: 'GET' as const, url: `${url()}/export?format=csv` },
      { method: 'POST' as const, url: `${url()}/bulk`, payload: { action: 'delete', ids: [guest.id] } },
    ];
    for (const call of calls) {
      const res = await ctx.request({ ...call, token: stranger.token });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    // A bulk action on the stranger's own invitation with this guest's id touches nothing.
    const sneaky = await ctx.request({
      method: 'POST',
      url: `/api/invitations/${stranger.invitation.id}/guests/bulk`,
      token: stranger.token,
      payload: { action: 'delete', ids: [guest.id] },
    });
    expect(sneaky.json().affected).toBe(0);
    expect(await listAll(ctx, world)).toHaveLength(1);

    const admin = await findAdmin(ctx);
    const asAdmin = await ctx.request({ method: 'GET', url: url(), token: await tokenFor(ctx, admin.id) });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json<TGuestList>().total).toBe(1);
    const anonymous = await ctx.request({ method: 'GET', url: url() });
    expect(anonymous.statusCode).toBe(401);
  });

  it('pages, searches by name or phone, and sorts by any column on the server', async () => {
    for (let i = 1; i <= 12; i++) {
      await addGuest(ctx, world, {
        name: `Tamu ${String(i).padStart(2, '0')}`,
        phone: `0812000000${String(i).padStart(2, '0')}`,
        quota: (i % 5) + 1,
        group: i % 2 ? 'Keluarga' : 'Teman',
      });
    }
    const page2 = await ctx.request({
      method: 'GET',
      url: `${url()}?page=2&perPage=5&sortBy=name&orderBy=asc`,
      token: world.token,
    });
    const body = page2.json<TGuestList>();
    expect(body).toMatchObject({ total: 12, page: 2, perPage: 5 });
    expect(body.data.map((g) => g.name)).toEqual(['Tamu 06', 'Tamu 07', 'Tamu 08', 'Tamu 09', 'Tamu 10']);

    const badSize = await ctx.request({ method: 'GET', url: `${url()}?perPage=7`, token: world.token });
    expect(badSize.statusCode).toBe(422);

    const byPhone = await ctx.request({
      method: 'GET',
      url: `${url()}?q=0812 0000 0011`,
      token: world.token,
    });
    expect(byPhone.json<TGuestList>().data.map((g) => g.name)).toEqual(['Tamu 11']);
    const byName = await ctx.request({ method: 'GET', url: `${url()}?q=tamu 1`, token: world.token });
    expect(byName.json<TGuestList>().total).toBe(3);

    const byQuota = await ctx.request({
      method: 'GET',
      url: `${url()}?sortBy=quota&orderBy=desc&perPage=5`,
      token: world.token,
    });
    const quotas = byQuota.json<TGuestList>().data.map((g) => g.quota);
    expect(quotas).toEqual([...quotas].sort((a, b) => b - a));
    expect(quotas[0]).toBe(5);

    const teman = await ctx.request({ method: 'GET', url: `${url()}?group=Teman`, token: world.token });
    expect(teman.json<TGuestList>().total).toBe(6);
  });

  it('filters by session, sent, opened, RSVP answer and checked in', async () => {
    const akadOnly = await addGuest(ctx, world, { name: 'Akad Saja', invitedEventIds: ['akad'] });
    const opened = await addGuest(ctx, world, { name: 'Sudah Buka' });
    const answered = await addGuest(ctx, world, { name: 'Sudah Jawab' });
    await ctx.request({
      method: 'POST',
      url: `/api/guests/${opened.id}/sent`,
      token: world.token,
      payload: {},
    });
    await ctx.app.db.insert(guestOpens).values({
      guestId: opened.id,
      invitationId: world.invitation.id,
      firstOpenedAt: new Date(),
      opens: 3,
    });
    await ctx.app.db.insert(rsvps).values({
      invitationId: world.invitation.id,
      eventId: 'resepsi',
      respondentKey: `guest:${answered.id}`,
      guestId: answered.id,
      name: answered.name,
      attendance: 'tidak_hadir',
      pax: 1,
    });
    await ctx.request({
      method: 'POST',
      url: `/api/guests/${answered.id}/check-in`,
      token: world.token,
      payload: { pax: 1 },
    });

    const names = async (query: string) => (await listAll(ctx, world, query)).map((guest) => guest.name);
    expect(await names('&eventId=resepsi')).toEqual(['Sudah Buka', 'Sudah Jawab']);
    expect(await names('&eventId=akad')).toEqual(['Akad Saja', 'Sudah Buka', 'Sudah Jawab']);
    expect(await names('&sent=yes')).toEqual(['Sudah Buka']);
    expect(await names('&sent=no')).toEqual(['Akad Saja', 'Sudah Jawab']);
    expect(await names('&opened=yes')).toEqual(['Sudah Buka']);
    expect(await names('&rsvp=tidak_hadir')).toEqual(['Sudah Jawab']);
    expect(await names('&rsvp=none')).toEqual(['Akad Saja', 'Sudah Buka']);
    expect(await names('&rsvp=tidak_hadir&eventId=akad')).toEqual([]);
    expect(await names('&checkedIn=yes')).toEqual(['Sudah Jawab']);

    const [openedRow] = await listAll(ctx, world, '&opened=yes');
    expect(openedRow).toMatchObject({ openCount: 3, rsvp: [] });
    expect(openedRow!.sentAt).not.toBeNull();
    expect(akadOnly.invitedEventIds).toEqual(['akad']);
    const [answeredRow] = await listAll(ctx, world, '&rsvp=tidak_hadir');
    expect(answeredRow!.rsvp).toMatchObject([{ eventId: 'resepsi', attendance: 'tidak_hadir' }]);
    expect(answeredRow!.rsvpPax).toBe(0);
  });

  it('acts on many guests at once: change group, mark sent, delete', async () => {
    const a = await addGuest(ctx, world, { name: 'A' });
    const b = await addGuest(ctx, world, { name: 'B' });
    const c = await addGuest(ctx, world, { name: 'C' });
    const bulk = (payload: Record<string, unknown>) =>
      ctx.request({ method: 'POST', url: `${url()}/bulk`, token: world.token, payload });

    expect((await bulk({ action: 'group', ids: [a.id, b.id], group: 'Teman Kantor' })).json()).toMatchObject({
      affected: 2,
    });
    expect((await bulk({ action: 'group', ids: [a.id] })).statusCode).toBe(422);
    expect((await bulk({ action: 'sent', ids: [b.id, c.id] })).json()).toMatchObject({ affected: 2 });
    const listed = await listAll(ctx, world);
    expect(listed.map((g) => [g.name, g.group, Boolean(g.sentAt)])).toEqual([
      ['A', 'Teman Kantor', false],
      ['B', 'Teman Kantor', true],
      ['C', null, true],
    ]);
    expect((await bulk({ action: 'delete', ids: [a.id, c.id] })).json()).toMatchObject({
      affected: 2,
      message: '2 tamu dihapus',
    });
    expect((await listAll(ctx, world)).map((g) => g.name)).toEqual(['B']);
  });

  it('marks a guest sent once, keeps the first time, and records reminders', async () => {
    const guest = await addGuest(ctx, world, { name: 'Budi' });
    const first = await ctx.request({
      method: 'POST',
      url: `/api/guests/${guest.id}/sent`,
      token: world.token,
      payload: {},
    });
    const sentAt = first.json<TGuest>().sentAt;
    expect(sentAt).not.toBeNull();
    ctx.clock.advance(60_000);
    const reminded = await ctx.request({
      method: 'POST',
      url: `/api/guests/${guest.id}/sent`,
      token: world.token,
      payload: { kind: 'reminder' },
    });
    expect(reminded.json<TGuest>().sentAt).toBe(sentAt);
    expect(reminded.json<TGuest>().remindedAt).not.toBeNull();
  });

  it('keeps message templates per invitation, with a warm Indonesian default and the event details', async () => {
    const messages = `${url()}/messages`;
    const initial = (
      await ctx.request({ method: 'GET', url: messages, token: world.token })
    ).json<TMessageSettings>();
    expect(initial.isDefault).toBe(true);
    expect(initial.invitation).toBe(DEFAULT_INVITATION_MESSAGE);
    expect(initial.context.couple).toBe('Rara & Dimas');
    expect(initial.context.events[0]).toEqual({
      id: 'akad',
      label: 'Akad Nikah',
      date: 'Jumat, 14 Juni 2030 pukul 08.00 WIB',
      location: 'Masjid Gede Kauman, Jl. Kauman, Yogyakarta',
      mapUrl: 'https://maps.example.com/?q=masjid',
    });
    const saved = await ctx.request({
      method: 'PUT',
      url: messages,
      token: world.token,
      payload: {
        invitation: 'Halo {nama}, ini undangan kami: {link}',
        reminder: 'Jangan lupa ya {salam} {nama}',
      },
    });
    expect(saved.json<TMessageSettings>()).toMatchObject({
      isDefault: false,
      invitation: 'Halo {nama}, ini undangan kami: {link}',
    });
    const empty = await ctx.request({
      method: 'PUT',
      url: messages,
      token: world.token,
      payload: { invitation: ' ', reminder: 'x' },
    });
    expect(empty.json().errors.invitation).toEqual(['Template pesan wajib diisi']);
  });

  it('counts per status and per group', async () => {
    const a = await addGuest(ctx, world, { name: 'A', group: 'VIP', quota: 3 });
    const b = await addGuest(ctx, world, { name: 'B', group: 'VIP' });
    await addGuest(ctx, world, { name: 'C' });
    await ctx.request({
      method: 'POST',
      url: `${url()}/bulk`,
      token: world.token,
      payload: { action: 'sent', ids: [a.id, b.id] },
    });
    for (const [eventId, attendance, pax] of [
      ['akad', 'hadir', 3],
      ['resepsi', 'hadir', 2],
    ] as const) {
      await ctx.app.db.insert(rsvps).values({
        invitationId: world.invitation.id,
        eventId,
        respondentKey: `guest:${a.id}`,
        guestId: a.id,
        name: 'A',
        attendance,
        pax,
      });
    }
    await ctx.app.db.insert(rsvps).values({
      invitationId: world.invitation.id,
      eventId: 'akad',
      respondentKey: `guest:${b.id}`,
      guestId: b.id,
      name: 'B',
      attendance: 'ragu',
      pax: 1,
    });
    const stats = (
      await ctx.request({ method: 'GET', url: `${url()}/stats`, token: world.token })
    ).json<TGuestStats>();
    expect(stats).toMatchObject({
      total: 3,
      limit: 1000,
      sent: 2,
      answered: 2,
      attending: 1,
      attendingPax: 3,
      declined: 0,
      maybe: 1,
      checkedIn: 0,
    });
    expect(stats.groups).toEqual([
      expect.objectContaining({
        group: 'VIP',
        total: 2,
        sent: 2,
        answered: 2,
        attending: 1,
        attendingPax: 3,
      }),
      expect.objectContaining({ group: null, total: 1, sent: 0, answered: 0 }),
    ]);
    expect(stats.events).toEqual([
      { eventId: 'akad', label: 'Akad Nikah', invited: 3, hadir: 1, hadirPax: 3, tidakHadir: 0, ragu: 1 },
      { eventId: 'resepsi', label: 'Resepsi', invited: 3, hadir: 1, hadirPax: 2, tidakHadir: 0, ragu: 0 },
    ]);
  });

  it('refuses a guest past the package’s limit, saying how many fit and how to upgrade', async () => {
    await setEntitlement(ctx, world.invitation.id, { guestLimit: 2 });
    await addGuest(ctx, world, { name: 'A' });
    await addGuest(ctx, world, { name: 'B' });
    const res = await ctx.request({ method: 'POST', url: url(), token: world.token, payload: { name: 'C' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'LIMIT_REACHED',
      message:
        'Batas tamu paket undangan ini 2 dan sudah terisi 2. Tidak ada tempat tersisa. Tingkatkan paket di menu Paket untuk menambah batas tamu.',
    });
  });

  it('reads the limits from the invitation’s package: the free package, then a bought one', async () => {
    await dropEntitlement(ctx, world.invitation.id);
    const limit = async () =>
      (await ctx.request({ method: 'GET', url: `${url()}/stats`, token: world.token })).json<TGuestStats>()
        .limit;
    expect(await limit()).toBe(25);
    const guest = await addGuest(ctx, world, { name: 'Budi' });
    const refused = await ctx.request({
      method: 'POST',
      url: `/api/guests/${guest.id}/check-in`,
      token: world.token,
      payload: { pax: 1 },
    });
    expect(refused.statusCode).toBe(403);
    await putOnPackage(ctx, world.invitation.id, 'premium');
    expect(await limit()).toBe(500);
    const allowed = await ctx.request({
      method: 'POST',
      url: `/api/guests/${guest.id}/check-in`,
      token: world.token,
      payload: { pax: 1 },
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('uses the free allowance of 25 guests while the entitlement names no limit', async () => {
    await setEntitlement(ctx, world.invitation.id, {});
    const stats = (
      await ctx.request({ method: 'GET', url: `${url()}/stats`, token: world.token })
    ).json<TGuestStats>();
    expect(stats.limit).toBe(25);
    expect(await ctx.app.db.select().from(notifications)).toEqual([]);
  });
});
