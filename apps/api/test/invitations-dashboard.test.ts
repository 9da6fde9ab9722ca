import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TDashboard, TSearchResponse } from '@undangin/shared';
import { createTestContext, type TTestContext } from './helpers/app';
import { findAdmin, tokenFor } from './helpers/accounts';
import {
  COMPLETE_CONTENT,
  createInvitation,
  pageToken,
  publishedInvitation,
  session,
  uniqueIp,
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
      ctx.app.inject({
        method: 'POST',
        url: `/api/public/${invitation.slug}/rsvp`,
        remoteAddress: uniqueIp(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        payload: new URLSearchParams({ token, name, ...fields }).toString(),
      });
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
