import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TDashboard, TInvitation, TSearchResponse } from '@undangin/shared';
import { createTestContext, type TTestContext } from './helpers/app';
import { findAdmin, tokenFor } from './helpers/accounts';
import {
  COMPLETE_CONTENT,
  createInvitation,
  pageToken,
  postPageForm,
  publishedInvitation,
  putOnPackage,
  session,
  type TSession,
} from './helpers/invitations';

describe('invitations on the dashboard and in search', () => {
  let ctx: TTestContext;
  let owner: TSession;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.reset();
    owner = await session(ctx);
  });

  const dashboard = async (token: string) =>
    (await ctx.request({ method: 'GET', url: '/api/dashboard', token })).json<TDashboard>();

  it('shows the couple their invitation’s status, opens, RSVP per event with pax and wishes to approve', async () => {
    const empty = await dashboard(owner.token);
    expect(empty.cards.some((card) => card.key.startsWith('invitations.'))).toBe(false);
    expect(empty.gettingStarted.steps.find((step) => step.key === 'invitation')?.done).toBe(false);

    const invitation = await publishedInvitation(ctx, owner.token);
    await createInvitation(ctx, owner.token);
    await ctx.request({
      method: 'GET',
      url: `/u/${invitation.slug}`,
      headers: { 'user-agent': 'Mozilla/5.0 Chrome/126' },
    });
    await ctx.app.publicPages.opens.flush();
    const token = await pageToken(ctx, invitation.slug);
    const answer = (name: string, fields: Record<string, string>) =>
      postPageForm(ctx, invitation.slug, 'rsvp', { token, name, ...fields });
    await answer('Tante Lina', {
      'attendance.akad': 'hadir',
      'pax.akad': '2',
      'attendance.resepsi': 'hadir',
      'pax.resepsi': '2',
    });
    await answer('Om Joko', {
      'attendance.akad': 'tidak_hadir',
      'attendance.resepsi': 'hadir',
      'pax.resepsi': '1',
    });

    const view = await dashboard(owner.token);
    const card = (key: string) => view.cards.find((item) => item.key === key);
    expect(card('invitations.published')).toMatchObject({
      value: 1,
      hint: 'dari 2 undangan',
      hintKey: 'invitations.ofTotal',
      hintValues: { total: 2 },
    });
    expect(card('invitations.opens')?.value).toBe(1);
    expect(card('wishes.pending')?.value).toBe(0);
    expect(card('rsvp.attendingPax')?.value).toBe(3);
    expect(view.charts.find((chart) => chart.key === 'rsvp.perEvent')).toMatchObject({
      categories: [expect.stringContaining('Akad Nikah'), expect.stringContaining('Resepsi')],
      series: [
        { key: 'rsvp.attendingPax', label: 'Orang hadir', data: [2, 3] },
        { key: 'rsvp.notAttending', label: 'Tidak hadir', data: [1, 0] },
        { key: 'rsvp.unsure', label: 'Masih ragu', data: [0, 0] },
      ],
    });
    expect(view.gettingStarted.steps.find((step) => step.key === 'invitation')?.done).toBe(true);

    const admin = await dashboard(await tokenFor(ctx, (await findAdmin(ctx)).id));
    expect(admin.cards.find((item) => item.key === 'invitations.active')).toMatchObject({
      value: 1,
      hint: 'dari 2 undangan',
    });
  });

  it('tells the couple until when each page is up, and warns when that comes too early for the events', async () => {
    // 20 May 2030, 08:00 WIB: the free period ends on 3 June, before the events of 14 June.
    ctx.clock.stopAt(Date.parse('2030-05-20T01:00:00.000Z'));
    const couple = await session(ctx);
    const early = await createInvitation(ctx, couple.token, { content: COMPLETE_CONTENT });
    ctx.clock.advance(60_000);
    const undated = await createInvitation(ctx, couple.token);
    ctx.clock.advance(60_000);
    const paid = await createInvitation(ctx, couple.token, { content: COMPLETE_CONTENT });
    await putOnPackage(ctx, paid.id, 'premium');

    const lastEvent = {
      kind: 'resepsi',
      customName: null,
      date: '2030-06-14',
      startTime: '11:00',
      timeZone: 'WIB',
    };
    expect(early.pageEnd).toEqual({
      activeUntil: '2030-06-03T01:00:00.000Z',
      warning: 'beforeLastEvent',
      lastEvent,
      timeZone: 'WIB',
    });
    const editor = await ctx.request({ method: 'GET', url: `/api/invitations/${paid.id}`, token: couple.token });
    expect(editor.json<TInvitation>().pageEnd).toEqual({
      activeUntil: '2040-01-01T00:00:00.000Z',
      warning: null,
      lastEvent,
      timeZone: 'WIB',
    });

    const view = await dashboard(couple.token);
    expect(view.pageEnds).toEqual([
      {
        invitationId: paid.id,
        title: 'Rara & Dimas',
        activeUntil: '2040-01-01T00:00:00.000Z',
        warning: null,
        lastEvent,
        timeZone: 'WIB',
      },
      {
        invitationId: undated.id,
        title: undated.slug,
        activeUntil: '2030-06-03T01:01:00.000Z',
        warning: null,
        lastEvent: null,
        timeZone: 'WIB',
      },
      {
        invitationId: early.id,
        title: 'Rara & Dimas',
        activeUntil: '2030-06-03T01:00:00.000Z',
        warning: 'beforeLastEvent',
        lastEvent,
        timeZone: 'WIB',
      },
    ]);

    // A page that stops within the week after the last event is warned about as such.
    await putOnPackage(ctx, early.id, 'basic', new Date('2030-06-20T00:00:00.000Z'));
    const later = await ctx.request({ method: 'GET', url: `/api/invitations/${early.id}`, token: couple.token });
    expect(later.json<TInvitation>().pageEnd.warning).toBe('soonAfterLastEvent');

    const admin = await dashboard(await tokenFor(ctx, (await findAdmin(ctx)).id));
    expect(admin.pageEnds).toEqual([]);
  });

  it('finds invitations by the couple’s names or the slug, only the caller’s own', async () => {
    const mine = await publishedInvitation(ctx, owner.token, COMPLETE_CONTENT, {
      slug: 'rara-dan-dimas-cari',
    });
    const stranger = await session(ctx);
    await createInvitation(ctx, stranger.token, {
      slug: 'rara-lain-sekali',
      content: { couple: { bride: { fullName: 'Rara Orang Lain' } } },
    });
    const search = async (q: string, token: string) =>
      (await ctx.request({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, token }))
        .json<TSearchResponse>()
        .results.filter((result) => result.type === 'invitation');

    expect(await search('Dimas', owner.token)).toEqual([
      {
        type: 'invitation',
        title: 'Rara & Dimas',
        subtitle: '/u/rara-dan-dimas-cari · Terbit',
        url: `/invitations/${mine.id}`,
      },
    ]);
    expect((await search('cari', owner.token)).map((result) => result.url)).toEqual([
      `/invitations/${mine.id}`,
    ]);
    expect(await search('Rara', owner.token)).toHaveLength(1);

    const adminToken = await tokenFor(ctx, (await findAdmin(ctx)).id);
    expect((await search('Rara', adminToken)).map((result) => result.subtitle).sort()).toEqual([
      '/u/rara-dan-dimas-cari · Terbit',
      '/u/rara-lain-sekali · Draf',
    ]);
  });
});
