import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tokenFor } from './helpers/accounts';
import { createTestContext, type TTestContext } from './helpers/app';
import { purchaseFor } from './helpers/billing';
import { setEntitlement } from './helpers/guests';
import { insertGuest, pageToken, postPageForm, publishedInvitation, session } from './helpers/invitations';

const METRICS_TOKEN = 'scraper-token-0123456789abcdef';

/** The value of one series in the exposition text, or undefined when it is not there. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics without METRICS_TOKEN', () => {
  let ctx: TTestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('is not there at all', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/tidak ditemukan/);
  });
});

describe('metrics at /api/metrics', () => {
  let ctx: TTestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ metricsToken: METRICS_TOKEN });
  });
  afterAll(() => ctx.close());

  const scrape = async () => {
    const res = await ctx.request({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  it('refuses a scraper without the token, with a wrong one, or with a user’s session', async () => {
    const owner = await session(ctx);
    for (const authorization of [
      undefined,
      'Bearer wrong-token-0123456789abcdef',
      `Bearer ${METRICS_TOKEN}x`,
      `Bearer ${METRICS_TOKEN.slice(0, -1)}`,
      METRICS_TOKEN,
      `Bearer ${await tokenFor(ctx, owner.user.id)}`,
    ]) {
      const res = await ctx.request({
        method: 'GET',
        url: '/api/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('undangin_');
    }
  });

  it('answers Prometheus text: requests by route pattern and status class, and their latency', async () => {
    const before = sample(
      (await scrape()).body,
      'undangin_http_requests_total{method="GET",route="/api/health",status="2xx"}',
    );
    for (let i = 0; i < 3; i++) await ctx.request({ method: 'GET', url: '/api/health' });
    await ctx.request({ method: 'GET', url: '/api/nope' });
    // The dashboard's pages and files are one series however many there are (no build here: a 404).
    await ctx.request({ method: 'GET', url: '/invitations/3f1c' });
    await ctx.request({ method: 'GET', url: '/assets/index-abc123.js' });

    const res = await scrape();
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = res.body;
    expect(text).toContain('# TYPE undangin_http_requests_total counter');
    expect(sample(text, 'undangin_http_requests_total{method="GET",route="/api/health",status="2xx"}')).toBe(
      (before ?? 0) + 3,
    );
    expect(sample(text, 'undangin_http_requests_total{method="GET",route="unmatched",status="4xx"}')).toBe(1);
    expect(sample(text, 'undangin_http_requests_total{method="GET",route="web app",status="4xx"}')).toBe(2);

    expect(text).toContain('# TYPE undangin_http_request_duration_seconds histogram');
    const health = 'method="GET",route="/api/health"';
    const count = sample(text, `undangin_http_request_duration_seconds_count{${health}}`);
    expect(count).toBe((before ?? 0) + 3);
    const bounds = ['0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '2.5', '5', '10', '+Inf'];
    const buckets = bounds.map((le) =>
      sample(text, `undangin_http_request_duration_seconds_bucket{${health},le="${le}"}`),
    );
    expect(buckets.every((n) => n !== undefined)).toBe(true);
    // Cumulative: never fewer in a wider bucket, and all of them in +Inf.
    buckets.slice(1).forEach((n, i) => expect(n!).toBeGreaterThanOrEqual(buckets[i]!));
    expect(buckets.at(-1)).toBe(count);
    expect(sample(text, `undangin_http_request_duration_seconds_sum{${health}}`)).toBeGreaterThan(0);
  });

  it('labels a guest’s personal link by its route, never by the address that holds the code', async () => {
    const owner = await session(ctx);
    const invitation = await publishedInvitation(ctx, owner.token);
    const guest = await insertGuest(ctx, invitation.id, { name: 'Budi' });
    const page = await ctx.request({ method: 'GET', url: `/u/${invitation.slug}/${guest.code}` });
    expect(page.statusCode).toBe(200);

    const text = (await scrape()).body;
    expect(
      sample(text, 'undangin_http_requests_total{method="GET",route="/u/:slug/:guestCode",status="2xx"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(guest.code);
    expect(text).not.toContain(invitation.slug);
  });

  it('counts answers with a 5xx status as server errors', async () => {
    const failing = vi.spyOn(ctx.app.db, 'execute').mockRejectedValueOnce(new Error('database down'));
    const ready = await ctx.request({ method: 'GET', url: '/api/ready' });
    failing.mockRestore();
    expect(ready.statusCode).toBe(503);

    const text = (await scrape()).body;
    expect(sample(text, 'undangin_http_server_errors_total{method="GET",route="/api/ready"}')).toBe(1);
    expect(sample(text, 'undangin_http_requests_total{method="GET",route="/api/ready",status="5xx"}')).toBe(
      1,
    );
  });

  it('lists every periodic job’s runs and failures, and the database connections', async () => {
    const text = (await scrape()).body;
    for (const job of ['billing jobs', 'guest data erasure', 'orphaned file sweep']) {
      expect(sample(text, `undangin_job_runs_total{job="${job}"}`), job).toBe(0);
      expect(sample(text, `undangin_job_failures_total{job="${job}"}`), job).toBe(0);
    }
    const pool = ctx.database.pool();
    expect(sample(text, 'undangin_db_pool_max')).toBe(pool.max);
    expect(sample(text, 'undangin_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    if (ctx.database.kind === 'postgres') {
      expect(sample(text, 'undangin_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'undangin_db_pool_waiting')).toBe(0);
    }
  });

  it('reads the business figures from the database: opens, RSVPs, wishes, check-ins, payments to verify', async () => {
    await ctx.reset();
    const owner = await session(ctx);
    const invitation = await publishedInvitation(ctx, owner.token);
    await setEntitlement(ctx, invitation.id, { guestLimit: 1000 });
    const budi = await insertGuest(ctx, invitation.id, { name: 'Budi', quota: 3 });
    const sari = await insertGuest(ctx, invitation.id, { name: 'Sari' });
    await insertGuest(ctx, invitation.id, { name: 'Tono' });

    // Two opens of Budi's link, one of Sari's, one of the general link (a browser, not a crawler).
    const browser = { 'user-agent': 'Mozilla/5.0 (Linux; Android 13) Chrome/120 Mobile Safari/537.36' };
    for (const url of [`/u/${invitation.slug}/${budi.code}`, `/u/${invitation.slug}/${budi.code}`]) {
      expect((await ctx.request({ method: 'GET', url, headers: browser })).statusCode).toBe(200);
    }
    await ctx.request({ method: 'GET', url: `/u/${invitation.slug}/${sari.code}`, headers: browser });
    await ctx.request({ method: 'GET', url: `/u/${invitation.slug}`, headers: browser });
    await ctx.app.publicPages.opens.flush();

    const form = await pageToken(ctx, invitation.slug);
    const post = (path: 'rsvp' | 'wishes', fields: Record<string, string>) =>
      postPageForm(ctx, invitation.slug, path, { token: form, ...fields });
    // Budi answers both events; Sari the akad only.
    const rsvp = await post('rsvp', {
      guestCode: budi.code,
      'attendance.akad': 'hadir',
      'pax.akad': '2',
      'attendance.resepsi': 'tidak_hadir',
    });
    expect(rsvp.statusCode, rsvp.body).toBe(200);
    expect((await post('rsvp', { guestCode: sari.code, 'attendance.akad': 'ragu' })).statusCode).toBe(200);
    expect((await post('wishes', { name: 'Dewi', message: 'Selamat menempuh hidup baru!' })).statusCode).toBe(
      200,
    );

    const checkIn = await ctx.request({
      method: 'POST',
      url: `/api/invitations/${invitation.id}/check-in`,
      token: owner.token,
      payload: { code: budi.code, pax: 3 },
    });
    expect(checkIn.statusCode, checkIn.body).toBe(200);

    await purchaseFor(ctx, owner.user.id, { confirmed: true });
    await purchaseFor(ctx, (await session(ctx)).user.id, { confirmed: false });

    const text = (await scrape()).body;
    expect(sample(text, 'undangin_invitation_opens{link="personal"}')).toBe(3);
    expect(sample(text, 'undangin_invitation_opens{link="general"}')).toBe(1);
    expect(sample(text, 'undangin_guests_opened')).toBe(2);
    expect(sample(text, 'undangin_rsvps{attendance="hadir"}')).toBe(1);
    expect(sample(text, 'undangin_rsvps{attendance="tidak_hadir"}')).toBe(1);
    expect(sample(text, 'undangin_rsvps{attendance="ragu"}')).toBe(1);
    expect(sample(text, 'undangin_wishes{status="approved"}')).toBe(1);
    expect(sample(text, 'undangin_check_ins')).toBe(1);
    expect(sample(text, 'undangin_checked_in_pax')).toBe(3);
    expect(sample(text, 'undangin_payments_awaiting_verification')).toBe(1);
    expect(text).toContain('# TYPE undangin_rsvps gauge');
  });
});
