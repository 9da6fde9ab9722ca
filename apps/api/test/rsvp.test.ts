import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TInvitation } from '@undangin/shared';
import { notifications, rsvps } from '../src/db/schema';
import { PUBLIC_FORM_RATE_LIMITS } from '../src/modules/rsvp-wishes/routes';
import { tokenFor } from './helpers/accounts';
import type { TTestContext } from './helpers/app';
import { guestWorldHooks } from './helpers/guests';
import {
  COMPLETE_CONTENT,
  createInvitation,
  insertGuest,
  pageToken,
  postPageForm,
  publishedInvitation,
  uniqueIp,
  type TSession,
} from './helpers/invitations';

const HOUR = 60 * 60 * 1000;

describe('RSVP', () => {
  let ctx: TTestContext;
  let owner: TSession;
  let invitation: TInvitation;
  let token: string;
  let ip: string;

  guestWorldHooks({ published: true }, (app, world) => {
    ctx = app;
    owner = world;
    invitation = world.invitation;
  });
  beforeEach(async () => {
    token = await pageToken(ctx, invitation.slug);
    ip = uniqueIp();
  });

  /** What the page's script sends: the form's fields, urlencoded, asking for JSON. No XSRF header. */
  const send = (
    fields: Record<string, string>,
    options: { slug?: string; cookie?: string; remoteAddress?: string } = {},
  ) =>
    postPageForm(
      ctx,
      options.slug ?? invitation.slug,
      'rsvp',
      { token, ...fields },
      { remoteAddress: ip, ...options },
    );

  const answersOf = () => ctx.app.db.select().from(rsvps).where(eq(rsvps.invitationId, invitation.id));

  it('takes a general-link answer per event with the name, and lets the same browser change it', async () => {
    const res = await send({
      name: 'Tante Lina',
      'attendance.akad': 'hadir',
      'pax.akad': '2',
      'attendance.resepsi': 'tidak_hadir',
      message: 'Sampai jumpa!',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Terima kasih, konfirmasi kehadiranmu sudah kami terima.' });
    const setCookie = [res.headers['set-cookie']].flat().find((value) => value?.startsWith('undangin_rid='));
    expect(setCookie).toMatch(/HttpOnly/);
    const cookie = setCookie!.split(';')[0]!;

    let rows = await answersOf();
    expect(rows.map((row) => [row.eventId, row.name, row.attendance, row.pax]).sort()).toEqual([
      ['akad', 'Tante Lina', 'hadir', 2],
      ['resepsi', 'Tante Lina', 'tidak_hadir', 0],
    ]);

    const change = await send({ name: 'Tante Lina', 'attendance.akad': 'ragu', 'pax.akad': '1' }, { cookie });
    expect(change.statusCode).toBe(200);
    rows = await answersOf();
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.eventId === 'akad')).toMatchObject({ attendance: 'ragu', pax: 1 });

    const told = await ctx.app.db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(told.map((n) => n.type).sort()).toEqual(['rsvp.changed', 'rsvp.new']);
    expect(told.find((n) => n.type === 'rsvp.new')).toMatchObject({
      title: 'Konfirmasi kehadiran dari Tante Lina',
      body: 'Akad Nikah: hadir (2 orang); Resepsi: tidak hadir. Pesan: Sampai jumpa!',
      link: `/invitations/${invitation.id}`,
    });

    // The same browser sees its answer on the page.
    const page = await ctx.request({ method: 'GET', url: `/u/${invitation.slug}`, headers: { cookie } });
    expect(page.body).toContain('value="Tante Lina"');
  });

  it('asks for a name on the general link and keeps pax within the invitation’s default', async () => {
    const noName = await send({ 'attendance.akad': 'hadir', 'pax.akad': '1' });
    expect(noName.statusCode).toBe(422);
    expect(noName.json()).toMatchObject({
      message: 'Nama wajib diisi',
      errors: { name: ['Nama wajib diisi'] },
    });

    const tooMany = await send({ name: 'Om Joko', 'attendance.akad': 'hadir', 'pax.akad': '3' });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors['answers.0.pax']).toEqual(['Jumlah tamu maksimal 2 orang']);

    const nothing = await send({ name: 'Om Joko' });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().message).toBe('Pilih kehadiran untuk minimal satu acara');

    const unknown = await send({ name: 'Om Joko', 'attendance.lamaran': 'hadir' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors['answers.0.eventId']).toEqual(['Acara tidak dikenal']);
    expect(await answersOf()).toHaveLength(0);
  });

  it('answers for the guest of a personal link, within their quota and their events', async () => {
    const budi = await insertGuest(ctx, invitation.id, { name: 'Budi', salutation: 'Bapak', quota: 3 });
    const over = await send({ guestCode: budi.code, 'attendance.akad': 'hadir', 'pax.akad': '4' });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors['answers.0.pax']).toEqual(['Jumlah tamu maksimal 3 orang']);

    const ok = await send({
      guestCode: budi.code,
      name: 'Nama Lain',
      'attendance.akad': 'hadir',
      'pax.akad': '3',
    });
    expect(ok.statusCode).toBe(200);
    const [row] = await answersOf();
    expect(row).toMatchObject({ guestId: budi.id, name: 'Budi', pax: 3, respondentKey: `guest:${budi.id}` });

    // The guest's page now shows the answer.
    const page = await ctx.request({ method: 'GET', url: `/u/${invitation.slug}/${budi.code}` });
    expect(page.body).toContain('Jawaban Anda');

    const resepsiOnly = await insertGuest(ctx, invitation.id, { name: 'Sari', invitedEventIds: ['resepsi'] });
    const notInvited = await send({
      guestCode: resepsiOnly.code,
      'attendance.akad': 'hadir',
      'pax.akad': '1',
    });
    expect(notInvited.statusCode).toBe(422);
    expect(notInvited.json().errors['answers.0.eventId']).toEqual(['Acara tidak dikenal']);
  });

  it('closes at the end of the deadline day in the event’s time zone, and when RSVP is off', async () => {
    const withDeadline = await publishedInvitation(
      ctx,
      owner.token,
      { ...COMPLETE_CONTENT, settings: { ...COMPLETE_CONTENT.settings, rsvpDeadline: '2030-06-01' } },
      { packageCode: 'premium' },
    );
    const answer = async () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/public/${withDeadline.slug}/rsvp`,
        remoteAddress: uniqueIp(),
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        payload: {
          token: await pageToken(ctx, withDeadline.slug),
          name: 'Rina',
          answers: [{ eventId: 'akad', attendance: 'hadir', pax: 1 }],
        },
      });
    // 2030-06-01 23:59 WIB is 16:59 UTC.
    const now = ctx.clock.now().getTime();
    ctx.clock.advance(Date.UTC(2030, 5, 1, 16, 58) - now);
    expect((await answer()).statusCode).toBe(200);
    ctx.clock.advance(2 * 60 * 1000);
    const closed = await answer();
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toMatchObject({
      code: 'RSVP_CLOSED',
      message: 'Maaf, konfirmasi kehadiran sudah ditutup.',
    });

    // Years later on the clock, the couple signs in again (an access token lasts 12 hours).
    owner.token = await tokenFor(ctx, owner.user.id);
    const off = await publishedInvitation(ctx, owner.token, {
      ...COMPLETE_CONTENT,
      settings: { ...COMPLETE_CONTENT.settings, rsvpEnabled: false },
    });
    const res = await send(
      { token: await pageToken(ctx, off.slug), name: 'A', 'attendance.akad': 'hadir' },
      { slug: off.slug },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('RSVP_CLOSED');
  });

  it('refuses a missing or stale page token, and a draft invitation', async () => {
    const missing = await send({ token: '', name: 'A', 'attendance.akad': 'hadir' });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ code: 'FORM_EXPIRED' });

    const otherPage = await publishedInvitation(ctx, owner.token);
    const wrongPage = await send({
      token: await pageToken(ctx, otherPage.slug),
      name: 'A',
      'attendance.akad': 'hadir',
    });
    expect(wrongPage.statusCode).toBe(403);

    ctx.clock.advance(37 * HOUR);
    const stale = await send({ name: 'A', 'attendance.akad': 'hadir' });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().message).toMatch(/kedaluwarsa/);

    owner.token = await tokenFor(ctx, owner.user.id);
    const draft = await createInvitation(ctx, owner.token, { content: COMPLETE_CONTENT });
    const res = await send({ name: 'A', 'attendance.akad': 'hadir' }, { slug: draft.slug });
    expect(res.statusCode).toBe(404);
  });

  it('works as a plain HTML form: a redirect back to the page, which says what happened', async () => {
    const budi = await insertGuest(ctx, invitation.id, { name: 'Budi', quota: 2 });
    const post = (fields: Record<string, string>) =>
      postPageForm(
        ctx,
        invitation.slug,
        'rsvp',
        { token, ...fields },
        {
          remoteAddress: ip,
          accept: 'text/html,application/xhtml+xml',
        },
      );

    const saved = await post({ guestCode: budi.code, 'attendance.resepsi': 'hadir', 'pax.resepsi': '2' });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`/u/${invitation.slug}/${budi.code}?status=rsvp-saved#rsvp`);
    const page = await ctx.request({ method: 'GET', url: String(saved.headers.location).split('#')[0]! });
    expect(page.body).toContain('Terima kasih, konfirmasi kehadiranmu sudah kami terima.');

    const invalid = await post({ 'attendance.akad': 'hadir' });
    expect(invalid.statusCode).toBe(303);
    expect(invalid.headers.location).toBe(`/u/${invitation.slug}?status=rsvp-invalid#rsvp`);

    const expired = await post({ token: 'x', name: 'A', 'attendance.akad': 'hadir' });
    expect(expired.headers.location).toBe(`/u/${invitation.slug}?status=rsvp-expired#rsvp`);
  });

  it('serves a wave of guests behind one shared address, and refuses the next with when to retry', async () => {
    const { perAddress } = PUBLIC_FORM_RATE_LIMITS.rsvp;
    const hall = uniqueIp();
    const wave = [];
    for (let i = 0; i <= perAddress; i++)
      wave.push(await insertGuest(ctx, invitation.id, { name: `Tamu ${i}` }));
    // Every guest of a broadcast, all behind one hall's Wi-Fi within the minute: all served.
    for (const guest of wave.slice(0, perAddress)) {
      const res = await send({ guestCode: guest.code, 'attendance.akad': 'hadir' }, { remoteAddress: hall });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await answersOf()).toHaveLength(perAddress);
    const limited = await send(
      { guestCode: wave[perAddress]!.code, 'attendance.akad': 'hadir' },
      { remoteAddress: hall },
    );
    expect(limited.statusCode).toBe(429);
    const retry = Number(limited.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    expect(limited.json().message).toBe(
      `Terlalu banyak kiriman dari jaringan ini. Coba lagi dalam ${retry} detik.`,
    );
    // The same guest from another address is served.
    const elsewhere = await send({ guestCode: wave[perAddress]!.code, 'attendance.akad': 'hadir' });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('limits each guest code, from any address, and leaves the other guests alone', async () => {
    const { perGuest } = PUBLIC_FORM_RATE_LIMITS.rsvp;
    const budi = await insertGuest(ctx, invitation.id, { name: 'Budi' });
    const sari = await insertGuest(ctx, invitation.id, { name: 'Sari' });
    for (let i = 0; i < perGuest; i++) {
      const res = await send(
        { guestCode: budi.code, 'attendance.akad': 'hadir' },
        { remoteAddress: uniqueIp() },
      );
      expect(res.statusCode).toBe(200);
    }
    const limited = await send(
      { guestCode: budi.code, 'attendance.akad': 'hadir' },
      { remoteAddress: uniqueIp() },
    );
    expect(limited.statusCode).toBe(429);
    const retry = Number(limited.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(limited.json().message).toBe(
      `Terlalu banyak kiriman dari tamu ini. Coba lagi dalam ${retry} detik.`,
    );
    expect((await send({ guestCode: sari.code, 'attendance.akad': 'hadir' })).statusCode).toBe(200);

    // On the general link, the answering browser is the guest.
    const cookie = 'undangin_rid=AAAAAAAAAAAAAAAAAAAAAA';
    for (let i = 0; i < perGuest; i++) {
      const res = await send(
        { name: 'Tante Lina', 'attendance.akad': 'hadir' },
        { cookie, remoteAddress: uniqueIp() },
      );
      expect(res.statusCode).toBe(200);
    }
    const again = await send({ name: 'Tante Lina', 'attendance.akad': 'hadir' }, { cookie });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });
});
