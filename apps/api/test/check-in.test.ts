import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  TCheckInGuest,
  TCheckInResult,
  TCheckInSummary,
  TUsherCreated,
  TUsherSession,
} from '@undangin/shared';
import { guestArrivals, guests, notifications, rsvps } from '../src/db/schema';
import type { TTestContext } from './helpers/app';
import { testDbKind } from './helpers/database';
import {
  addGuest,
  asUsher as usherCall,
  createUsher as makeUsher,
  guestWorld,
  guestWorldHooks,
  setEntitlement,
  type TGuestWorld,
} from './helpers/guests';

describe('guests: check-in at the door', () => {
  let ctx: TTestContext;
  let world: TGuestWorld;
  guestWorldHooks({ guestLimit: 1000 }, (app, made) => {
    ctx = app;
    world = made;
  });

  const base = () => `/api/invitations/${world.invitation.id}/check-in`;
  const scan = (payload: Record<string, unknown>) =>
    ctx.request({ method: 'POST', url: base(), token: world.token, payload });

  it('checks a guest in by the personal link in their QR, once; a second scan says who and when', async () => {
    const guest = await addGuest(ctx, world, { name: 'Budi', quota: 3 });
    const first = await scan({ code: guest.link, pax: 2 });
    expect(first.statusCode, first.body).toBe(200);
    const result = first.json<TCheckInResult>();
    expect(result.message).toBe('Budi tercatat hadir, 2 orang.');
    expect(result.guest.arrivals).toEqual([
      { eventId: expect.any(String), at: expect.any(String), pax: 2, byName: 'Rara Ayu', members: [] },
    ]);

    const second = await scan({ code: guest.code, pax: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('ALREADY_CHECKED_IN');
    expect(second.json().message).toMatch(
      /^Budi sudah check-in \d{2}\/\d{2} pukul \d{2}\.\d{2} WIB oleh Rara Ayu\.$/,
    );

    const unknown = await scan({ code: 'https://contoh.test/u/lain/AAAAAAAAAAAAAAAAAAAAAA', pax: 1 });
    expect(unknown.statusCode).toBe(404);
    const notOurs = await scan({ code: 'https://wa.me/628123', pax: 1 });
    expect(notOurs.statusCode).toBe(422);
    expect(notOurs.json().errors.code).toEqual(['Kode QR ini bukan kode tamu Undangin']);
  });

  it('warns when more people come than the quota and lets them in once the usher confirms; the owner is told', async () => {
    const guest = await addGuest(ctx, world, { name: 'Budi', quota: 2 });
    const over = await scan({ code: guest.code, pax: 4 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      code: 'OVER_QUOTA',
      message: 'Budi datang 4 orang, melebihi kuota 2 orang. Konfirmasi bila tetap ingin dicatat.',
    });
    const confirmed = await scan({ code: guest.code, pax: 4, confirmOverQuota: true });
    expect(confirmed.statusCode).toBe(200);
    const notes = await ctx.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, world.user.id));
    expect(notes.map((n) => [n.title, n.body])).toEqual([
      ['Tamu melebihi kuota saat check-in', 'Budi datang 4 orang (kuota 2), dicatat oleh Rara Ayu.'],
    ]);
  });

  it('finds guests by name, looks a code up, adds walk-ins and keeps live totals', async () => {
    const budi = await addGuest(ctx, world, { name: 'Budi Santoso', group: 'VIP', quota: 3 });
    await addGuest(ctx, world, { name: 'Ani Budiman', group: 'Teman' });
    await addGuest(ctx, world, { name: 'Sari', group: 'Teman' });
    const found = await ctx.request({ method: 'GET', url: `${base()}/guests?q=budi`, token: world.token });
    expect(found.json<{ data: TCheckInGuest[] }>().data.map((g) => g.name)).toEqual([
      'Budi Santoso',
      'Ani Budiman',
    ]);
    await ctx.app.db.insert(rsvps).values({
      invitationId: world.invitation.id,
      eventId: 'resepsi',
      respondentKey: `guest:${budi.id}`,
      guestId: budi.id,
      name: budi.name,
      attendance: 'hadir',
      pax: 3,
    });
    const lookup = await ctx.request({
      method: 'GET',
      url: `${base()}/lookup?code=${encodeURIComponent(budi.link)}`,
      token: world.token,
    });
    expect(lookup.json<TCheckInGuest>()).toMatchObject({
      name: 'Budi Santoso',
      quota: 3,
      rsvpPax: 3,
      arrivals: [],
    });

    await ctx.request({
      method: 'POST',
      url: `/api/guests/${budi.id}/check-in`,
      token: world.token,
      payload: { pax: 3 },
    });
    const walkIn = await ctx.request({
      method: 'POST',
      url: `${base()}/walk-in`,
      token: world.token,
      payload: { name: 'Tamu Dadakan', pax: 2, group: 'Teman' },
    });
    expect(walkIn.statusCode, walkIn.body).toBe(201);
    expect(walkIn.json<TCheckInResult>().guest).toMatchObject({ walkIn: true, arrivals: [{ pax: 2 }] });

    const summary = (
      await ctx.request({ method: 'GET', url: `${base()}/summary`, token: world.token })
    ).json<TCheckInSummary>();
    expect(summary).toMatchObject({
      totalGuests: 4,
      checkedIn: 2,
      checkedInPax: 5,
      walkIns: 1,
      expectedPax: 3 + 2 + 2 + 2,
    });
    expect(summary.groups).toEqual([
      { group: 'Teman', total: 3, checkedIn: 1, pax: 2 },
      { group: 'VIP', total: 1, checkedIn: 1, pax: 3 },
    ]);
    expect(summary.recent.map((g) => g.name).sort()).toEqual(['Budi Santoso', 'Tamu Dadakan']);
  });

  it('refuses check-in when the package does not include it, and another user’s invitation is 404', async () => {
    const guest = await addGuest(ctx, world, { name: 'Budi' });
    const stranger = await guestWorld(ctx, 'Orang Lain');
    const foreign = await ctx.request({
      method: 'POST',
      url: base(),
      token: stranger.token,
      payload: { code: guest.code, pax: 1 },
    });
    expect(foreign.statusCode).toBe(404);
    const byId = await ctx.request({
      method: 'POST',
      url: `/api/guests/${guest.id}/check-in`,
      token: stranger.token,
      payload: { pax: 1 },
    });
    expect(byId.statusCode).toBe(404);
    for (const url of [
      `${base()}/summary`,
      `${base()}/guests?q=b`,
      `/api/invitations/${world.invitation.id}/ushers`,
    ]) {
      expect((await ctx.request({ method: 'GET', url, token: stranger.token })).statusCode).toBe(404);
    }
    await setEntitlement(ctx, world.invitation.id, { guestLimit: 1000, qrCheckin: false });
    const refused = await scan({ code: guest.code, pax: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^Check-in QR tidak termasuk dalam paket undangan ini/);
    const summary = await ctx.request({ method: 'GET', url: `${base()}/summary`, token: world.token });
    expect(summary.json<TCheckInSummary>().checkInAllowed).toBe(false);
  });

  describe('ushers', () => {
    const createUsher = (payload: { name: string; pin?: string }) => makeUsher(ctx, world, payload);
    const asUsher = (
      token: string,
      options: { method?: 'GET' | 'POST'; url: string; payload?: unknown; pin?: string },
    ) => usherCall(ctx, token, options);

    it('opens the check-in screen of that one invitation with the link’s secret, and records the usher on each arrival', async () => {
      const guest = await addGuest(ctx, world, { name: 'Budi', quota: 2 });
      const usher = await createUsher({ name: 'Andi' });
      expect(usher.link).toBe(`${ctx.config.appUrl}/check-in/${usher.token}`);
      expect(usher.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(usher.usher).toMatchObject({ name: 'Andi', hasPin: false, checkIns: 0, revokedAt: null });

      const session = await asUsher(usher.token, { url: '/api/usher/session' });
      expect(session.json<TUsherSession>()).toEqual({
        usherName: 'Andi',
        invitation: {
          id: world.invitation.id,
          title: 'Pernikahan Rara & Dimas',
          slug: world.invitation.slug,
        },
      });
      const checked = await asUsher(usher.token, {
        method: 'POST',
        url: '/api/usher/check-in',
        payload: { code: guest.link, pax: 2 },
      });
      expect(checked.statusCode, checked.body).toBe(200);
      expect(checked.json<TCheckInResult>().guest.arrivals[0]?.byName).toBe('Andi');
      const [row] = await ctx.app.db.select().from(guestArrivals).where(eq(guestArrivals.guestId, guest.id));
      expect(row!.usherId).toBe(usher.usher.id);

      const again = await scan({ code: guest.code, pax: 1 });
      expect(again.json().message).toMatch(/ oleh Andi\.$/);
      const list = await ctx.request({
        method: 'GET',
        url: `/api/invitations/${world.invitation.id}/ushers`,
        token: world.token,
      });
      expect(list.json().data).toMatchObject([{ name: 'Andi', checkIns: 1 }]);
      expect(JSON.stringify(list.json())).not.toContain(usher.token);

      // The couple's guest list names the usher who let the guest in.
      const owners = await ctx.request({
        method: 'GET',
        url: `/api/invitations/${world.invitation.id}/guests?q=Budi`,
        token: world.token,
      });
      expect(owners.json().data).toMatchObject([{ name: 'Budi', arrivals: [{ pax: 2, byName: 'Andi' }] }]);

      const summary = await asUsher(usher.token, { url: '/api/usher/summary' });
      expect(summary.json<TCheckInSummary>()).toMatchObject({ checkedIn: 1, checkedInPax: 2 });
      const walkIn = await asUsher(usher.token, {
        method: 'POST',
        url: '/api/usher/walk-in',
        payload: { name: 'Dadakan', pax: 1 },
      });
      expect(walkIn.json<TCheckInResult>().guest.arrivals[0]?.byName).toBe('Andi');
    });

    it('answers without any guest’s personal code: an usher acts on a guest by id, or by a code scanned from a QR', async () => {
      const budi = await addGuest(ctx, world, { name: 'Budi', quota: 2 });
      const sari = await addGuest(ctx, world, { name: 'Sari', quota: 2 });
      const usher = await createUsher({ name: 'Andi' });
      const answers = [
        await asUsher(usher.token, { url: '/api/usher/guests?q=' }),
        await asUsher(usher.token, { url: '/api/usher/guests?q=Budi' }),
        await asUsher(usher.token, { url: `/api/usher/lookup?code=${encodeURIComponent(sari.link)}` }),
        await asUsher(usher.token, {
          method: 'POST',
          url: `/api/usher/guests/${budi.id}/check-in`,
          payload: { pax: 2 },
        }),
        await asUsher(usher.token, {
          method: 'POST',
          url: '/api/usher/check-in',
          payload: { code: sari.link, pax: 1 },
        }),
        await asUsher(usher.token, {
          method: 'POST',
          url: '/api/usher/walk-in',
          payload: { name: 'Dadakan', pax: 1 },
        }),
        await asUsher(usher.token, { url: '/api/usher/summary' }),
      ];
      const walkInCode = (
        await ctx.app.db.select({ code: guests.code }).from(guests).where(eq(guests.name, 'Dadakan'))
      )[0]!.code;
      for (const res of answers) {
        expect(res.statusCode, res.body).toBeLessThan(300);
        for (const code of [budi.code, sari.code, walkInCode]) expect(res.body).not.toContain(code);
        expect(res.body).not.toMatch(/"code"\s*:/);
      }
      expect(answers[0]!.json<{ data: TCheckInGuest[] }>().data.map((guest) => guest.name)).toEqual([
        'Budi',
        'Sari',
      ]);
    });

    it('never reaches another invitation’s guests, and stops working once revoked', async () => {
      const usher = await createUsher({ name: 'Andi' });
      const other = await guestWorld(ctx, 'Orang Lain');
      const foreign = await addGuest(ctx, other, { name: 'Tamu Lain' });
      const tried = await asUsher(usher.token, {
        method: 'POST',
        url: '/api/usher/check-in',
        payload: { code: foreign.code, pax: 1 },
      });
      expect(tried.statusCode).toBe(404);
      const byId = await asUsher(usher.token, {
        method: 'POST',
        url: `/api/usher/guests/${foreign.id}/check-in`,
        payload: { pax: 1 },
      });
      expect(byId.statusCode).toBe(404);
      const search = await asUsher(usher.token, { url: '/api/usher/guests?q=Tamu' });
      expect(search.json().data).toEqual([]);

      const strangerRevoke = await ctx.request({
        method: 'DELETE',
        url: `/api/ushers/${usher.usher.id}`,
        token: other.token,
      });
      expect(strangerRevoke.statusCode).toBe(404);
      const revoke = await ctx.request({
        method: 'DELETE',
        url: `/api/ushers/${usher.usher.id}`,
        token: world.token,
      });
      expect(revoke.statusCode).toBe(204);
      const refusal = {
        code: 'USHER_ACCESS_REVOKED',
        message: 'Akses check-in ini tidak berlaku atau sudah dicabut pemilik undangan.',
      };
      const after = await asUsher(usher.token, { url: '/api/usher/session' });
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual(refusal);
      // A phone left open on the door: its next poll, search or check-in gets the same coded refusal,
      // so the screen can close the door whichever call comes first.
      const mine = await addGuest(ctx, world, { name: 'Tamu Sendiri' });
      for (const call of [
        { url: '/api/usher/summary' },
        { url: '/api/usher/guests?q=Tamu' },
        { url: `/api/usher/lookup?code=${mine.code}` },
        { method: 'POST' as const, url: `/api/usher/guests/${mine.id}/check-in`, payload: { pax: 1 } },
        { method: 'POST' as const, url: '/api/usher/check-in', payload: { code: mine.code, pax: 1 } },
      ]) {
        const refused = await asUsher(usher.token, call);
        expect(refused.statusCode, call.url).toBe(401);
        expect(refused.json(), call.url).toEqual(refusal);
      }
      const untouched = await ctx.app.db
        .select()
        .from(guestArrivals)
        .where(eq(guestArrivals.guestId, mine.id));
      expect(untouched).toEqual([]);
      expect((await asUsher('tebakan-acak', { url: '/api/usher/session' })).json()).toEqual(refusal);
      expect((await ctx.request({ method: 'GET', url: '/api/usher/session' })).json()).toEqual(refusal);
    });

    it('asks for the PIN when the owner set one, and locks after five wrong tries', async () => {
      const usher = await createUsher({ name: 'Sinta', pin: '4821' });
      expect(usher.usher.hasPin).toBe(true);
      const noPin = await asUsher(usher.token, { url: '/api/usher/session' });
      expect(noPin.statusCode).toBe(401);
      expect(noPin.json()).toEqual({
        code: 'PIN_REQUIRED',
        message: 'Masukkan PIN check-in dari pemilik undangan.',
      });
      expect((await asUsher(usher.token, { url: '/api/usher/session', pin: '4821' })).statusCode).toBe(200);
      for (let i = 0; i < 5; i++) {
        const wrong = await asUsher(usher.token, { url: '/api/usher/session', pin: '0000' });
        expect(wrong.json().message).toBe('PIN salah.');
      }
      const locked = await asUsher(usher.token, { url: '/api/usher/session', pin: '4821' });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().code).toBe('PIN_LOCKED');
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      ctx.clock.advance(16 * 60 * 1000);
      expect((await asUsher(usher.token, { url: '/api/usher/session', pin: '4821' })).statusCode).toBe(200);
      const badPin = await ctx.request({
        method: 'POST',
        url: `/api/invitations/${world.invitation.id}/ushers`,
        token: world.token,
        payload: { name: 'X', pin: '12' },
      });
      expect(badPin.json().errors.pin).toEqual(['PIN harus 4 sampai 8 angka']);
    });
  });

  describe.runIf(testDbKind === 'postgres')('on PostgreSQL', () => {
    it('counts a guest once when many ushers scan the same QR at the same moment', async () => {
      const guest = await addGuest(ctx, world, { name: 'Budi', quota: 2 });
      const tokens: string[] = [];
      for (const name of ['Andi', 'Sinta', 'Joko', 'Wati', 'Bayu', 'Rina', 'Dewi', 'Agus']) {
        const res = await ctx.request({
          method: 'POST',
          url: `/api/invitations/${world.invitation.id}/ushers`,
          token: world.token,
          payload: { name },
        });
        tokens.push(res.json<TUsherCreated>().token);
      }
      const answers = await Promise.all(
        tokens.map((token) =>
          ctx.request({
            method: 'POST',
            url: '/api/usher/check-in',
            payload: { code: guest.code, pax: 2 },
            headers: { 'x-usher-token': token },
          }),
        ),
      );
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      const winner = answers.find((res) => res.statusCode === 200)!.json<TCheckInResult>().guest
        .arrivals[0]?.byName;
      for (const refused of answers.filter((res) => res.statusCode === 409)) {
        expect(refused.json().message).toContain(`oleh ${winner}.`);
      }
      const summary = (
        await ctx.request({ method: 'GET', url: `${base()}/summary`, token: world.token })
      ).json<TCheckInSummary>();
      expect(summary).toMatchObject({ checkedIn: 1, checkedInPax: 2 });
    });
  });
});
