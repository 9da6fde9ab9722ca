import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TGuest, TMessageSettings } from '@undangin/shared';
import { guestFollowups, guestOpens, guests, rsvps } from '../src/db/schema';
import type { TTestContext } from './helpers/app';
import { addGuest, guestWorldHooks, listAll, setEntitlement, type TGuestWorld } from './helpers/guests';

/** Issue 17, part 3: who a follow-up goes to, and what the list remembers of each one sent. */
describe('guests: follow-ups by segment', () => {
  let ctx: TTestContext;
  let world: TGuestWorld;
  guestWorldHooks({ guestLimit: 1000 }, (app, made) => {
    ctx = app;
    world = made;
  });

  const markSent = (guestId: string, payload: Record<string, unknown> = {}) =>
    ctx.request({ method: 'POST', url: `/api/guests/${guestId}/sent`, token: world.token, payload });

  const open = (guestId: string) =>
    ctx.app.db.insert(guestOpens).values({
      guestId,
      invitationId: world.invitation.id,
      firstOpenedAt: new Date(),
      opens: 1,
    });

  const answer = (guest: TGuest, eventId: string, attendance: 'hadir' | 'tidak_hadir' | 'ragu') =>
    ctx.app.db.insert(rsvps).values({
      invitationId: world.invitation.id,
      eventId,
      respondentKey: `guest:${guest.id}`,
      guestId: guest.id,
      name: guest.name,
      attendance,
      pax: 2,
    });

  const names = async (query: string) => (await listAll(ctx, world, query)).map((guest) => guest.name);

  /** A guest in every state the segments tell apart, each sent, opened and answered as named. */
  async function guestsInEveryState() {
    const add = (name: string, extra: Record<string, unknown> = {}) =>
      addGuest(ctx, world, { name, ...extra });
    const notSent = await add('A Belum Dikirim');
    const unopened = await add('B Belum Dibuka');
    const silent = await add('C Dibuka Tanpa Jawaban', { group: 'Kantor' });
    const akadOnly = await add('D Jawab Akad Saja');
    const declined = await add('E Tidak Hadir');
    const split = await add('F Akad Tidak Resepsi Hadir');
    const unsent = await add('G Dibuka Tanpa Dikirim');
    const invitedAkad = await add('H Diundang Akad Saja', { invitedEventIds: ['akad'] });
    const unsure = await add('I Masih Ragu');
    const walkIn = await add('J Datang Langsung');
    for (const guest of [unopened, silent, akadOnly, declined, split, invitedAkad, unsure]) {
      expect((await markSent(guest.id)).statusCode).toBe(200);
    }
    for (const guest of [silent, akadOnly, declined, split, unsent, invitedAkad, unsure])
      await open(guest.id);
    await answer(akadOnly, 'akad', 'hadir');
    await answer(declined, 'akad', 'tidak_hadir');
    await answer(declined, 'resepsi', 'tidak_hadir');
    await answer(split, 'akad', 'tidak_hadir');
    await answer(split, 'resepsi', 'hadir');
    await answer(unsure, 'resepsi', 'ragu');
    // Came to the door without an invitation: no follow-up is for them, whatever else is true.
    await ctx.app.db.update(guests).set({ walkIn: true }).where(eq(guests.id, walkIn.id));
    await open(walkIn.id);
    return { notSent, silent };
  }

  it('puts each guest in the segments their sending, opening and answers say, walk-ins in none', async () => {
    await guestsInEveryState();
    expect(await names('&segment=not_sent')).toEqual(['A Belum Dikirim', 'G Dibuka Tanpa Dikirim']);
    expect(await names('&segment=sent_not_opened')).toEqual(['B Belum Dibuka']);
    expect(await names('&segment=opened_no_answer')).toEqual([
      'C Dibuka Tanpa Jawaban',
      'G Dibuka Tanpa Dikirim',
      'H Diundang Akad Saja',
    ]);
    expect(await names('&segment=attending')).toEqual(['D Jawab Akad Saja', 'F Akad Tidak Resepsi Hadir']);
    // One "hadir" anywhere is attending; "masih ragu" is an answer, but neither yes nor no.
    expect(await names('&segment=not_attending')).toEqual(['E Tidak Hadir']);
  });

  it('reads a session’s own answers: answered the akad is not answered the resepsi', async () => {
    await guestsInEveryState();
    expect(await names('&segment=opened_no_answer&eventId=resepsi')).toEqual([
      'C Dibuka Tanpa Jawaban',
      'D Jawab Akad Saja',
      'G Dibuka Tanpa Dikirim',
    ]);
    expect(await names('&segment=opened_no_answer&eventId=akad')).toEqual([
      'C Dibuka Tanpa Jawaban',
      'G Dibuka Tanpa Dikirim',
      'H Diundang Akad Saja',
      'I Masih Ragu',
    ]);
    expect(await names('&segment=attending&eventId=akad')).toEqual(['D Jawab Akad Saja']);
    expect(await names('&segment=attending&eventId=resepsi')).toEqual(['F Akad Tidak Resepsi Hadir']);
    expect(await names('&segment=not_attending&eventId=akad')).toEqual([
      'E Tidak Hadir',
      'F Akad Tidak Resepsi Hadir',
    ]);
    expect(await names('&segment=not_attending&eventId=resepsi')).toEqual(['E Tidak Hadir']);
  });

  it('narrows a segment by group and counts it in the list’s total', async () => {
    await guestsInEveryState();
    expect(await names('&segment=opened_no_answer&group=Kantor')).toEqual(['C Dibuka Tanpa Jawaban']);
    const res = await ctx.request({
      method: 'GET',
      url: `/api/invitations/${world.invitation.id}/guests?segment=opened_no_answer&perPage=5`,
      token: world.token,
    });
    expect(res.json<{ total: number }>().total).toBe(3);
  });

  it('refuses a segment it does not know, in Indonesian', async () => {
    const res = await ctx.request({
      method: 'GET',
      url: `/api/invitations/${world.invitation.id}/guests?segment=everyone`,
      token: world.token,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.segment).toEqual(['Segmen tamu tidak dikenal']);
  });

  it('records every message sent, and counts the reminders after the invitation with the last one’s time', async () => {
    const guest = await addGuest(ctx, world, { name: 'Budi' });
    expect(guest.followUps).toEqual({ count: 0, lastAt: null });

    // Minutes apart, so the couple's session is still valid at each instant.
    const base = Math.floor(Date.now() / 1000) * 1000;
    const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();
    ctx.clock.stopAt(base);
    const invited = await markSent(guest.id, { kind: 'invitation' });
    expect(invited.json<TGuest>().followUps).toEqual({ count: 0, lastAt: null });

    ctx.clock.stopAt(base + 60_000);
    const nudged = await markSent(guest.id, { kind: 'reminder', template: 'rsvp_nudge:id' });
    expect(nudged.statusCode).toBe(200);
    expect(nudged.json<TGuest>().followUps).toEqual({ count: 1, lastAt: at(1) });

    ctx.clock.stopAt(base + 120_000);
    const own = await markSent(guest.id, { kind: 'custom', template: 'text:0a1b2c3d' });
    expect(own.json<TGuest>()).toMatchObject({
      sentAt: at(0),
      remindedAt: at(2),
      followUps: { count: 2, lastAt: at(2) },
    });

    const [listed] = await listAll(ctx, world);
    expect(listed!.followUps).toEqual({ count: 2, lastAt: at(2) });
    const rows = await ctx.app.db
      .select()
      .from(guestFollowups)
      .where(eq(guestFollowups.guestId, guest.id))
      .orderBy(guestFollowups.sentAt);
    expect(rows.map((row) => [row.kind, row.template, row.sentBy])).toEqual([
      ['invitation', null, world.user.id],
      ['reminder', 'rsvp_nudge:id', world.user.id],
      ['custom', 'text:0a1b2c3d', world.user.id],
    ]);
  });

  it('keeps each guest’s follow-ups apart and forgets them with the guest', async () => {
    const a = await addGuest(ctx, world, { name: 'A' });
    const b = await addGuest(ctx, world, { name: 'B' });
    await markSent(a.id, { kind: 'reminder' });
    await markSent(a.id, { kind: 'reminder' });
    await markSent(b.id, { kind: 'reminder' });
    const counts = (await listAll(ctx, world)).map((guest) => [guest.name, guest.followUps.count]);
    expect(counts).toEqual([
      ['A', 2],
      ['B', 1],
    ]);
    await ctx.request({ method: 'DELETE', url: `/api/guests/${a.id}`, token: world.token });
    expect(await ctx.app.db.select().from(guestFollowups).where(eq(guestFollowups.guestId, a.id))).toEqual(
      [],
    );
  });

  it('refuses a kind or a template it does not know, in Indonesian', async () => {
    const guest = await addGuest(ctx, world, { name: 'Budi' });
    const kind = await markSent(guest.id, { kind: 'spam' });
    expect(kind.statusCode).toBe(422);
    expect(kind.json().errors.kind).toEqual(['Jenis pesan tidak dikenal']);
    const template = await markSent(guest.id, { kind: 'reminder', template: 'Halo {nama}!' });
    expect(template.statusCode).toBe(422);
    expect(template.json().errors.template).toEqual(['Template pesan tidak dikenal']);
  });

  it('gives the messages the map links and whether {qr} may point at the check-in QR', async () => {
    const settings = async () =>
      (
        await ctx.request({
          method: 'GET',
          url: `/api/invitations/${world.invitation.id}/guests/messages`,
          token: world.token,
        })
      ).json<TMessageSettings>().context;
    const withCheckIn = await settings();
    expect(withCheckIn.checkIn).toBe(true);
    expect(withCheckIn.events.map((event) => [event.id, event.mapUrl])).toEqual([
      ['akad', 'https://maps.example.com/?q=masjid'],
      ['resepsi', ''],
    ]);
    await setEntitlement(ctx, world.invitation.id, { guestLimit: 1000, qrCheckin: false });
    expect((await settings()).checkIn).toBe(false);
  });
});
