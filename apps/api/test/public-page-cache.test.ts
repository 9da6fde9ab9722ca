import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEMPLATE_IDS } from '@undangin/templates';
import { BROWSER_ID_COOKIE } from '../src/modules/rsvp-wishes/routes';
import { createTestContext, type TTestContext } from './helpers/app';
import { publishedInvitation, session, type TSession } from './helpers/invitations';

/**
 * The personal page joined from cached pieces (markers.ts, gzip-parts.ts) must be the page a direct
 * render gives, byte for byte, also where it shows a respondent's answers, and its gzip must inflate
 * to the same bytes.
 */
describe('personal pages joined from cached, compressed pieces', () => {
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

  it('equals a direct render, with and without answers, for a guest and the general link, on every template', async () => {
    const published = await publishedInvitation(ctx, owner.token);
    const page = (await ctx.app.publicPages.data.bySlug(published.slug))!;
    const [first, second] = page.content.events!;
    const guest = {
      id: '00000000-0000-4000-8000-000000000003',
      code: 'QwErTyUiOpAsDfGhJkLzXc',
      name: `Bu "Rina" & <Keluarga>`,
      salutation: 'Ibu',
      quota: 3,
      invitedEventIds: [],
      members: [],
      qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"><rect width="8" height="8"/></svg>',
    };
    const answers = [
      undefined,
      { name: 'Rina', answers: { [first!.id]: { attendance: 'hadir' as const, pax: 3 } } },
      {
        name: 'Rina <R>',
        message: 'Selamat & bahagia!',
        answers: {
          [first!.id]: { attendance: 'ragu' as const, pax: 1 },
          [second!.id]: { attendance: 'tidak_hadir' as const, pax: 1 },
        },
      },
    ];
    const start = ctx.clock.now().getTime();
    for (const component of TEMPLATE_IDS) {
      for (const who of [guest, null]) {
        // Minutes apart: the answers' section is kept across minutes while the page is rendered anew.
        for (const [rsvp, now] of answers.flatMap((r) =>
          [0, 3].map((m) => [r, start + m * 60_000] as const),
        )) {
          const input = {
            invitation: { ...page, component },
            locale: 'id' as const,
            guest: who ? { ...who, rsvp } : null,
            rsvp,
            wishesPage: 1,
            wishes: page.wishes,
            formToken: 'abc.TOKEN_value-456',
            flashKey: '',
            now,
          };
          const label = `${component} ${who ? 'guest' : 'general'} ${rsvp ? rsvp.name : 'no answers'}`;
          const rendered = ctx.app.publicPages.renderer.render(input);
          expect(rendered.assembled, label).toBe(true);
          const direct = ctx.app.publicPages.renderer.renderDirect(input);
          const cached = rendered.body.toString('utf8');
          const at = [...cached].findIndex((char, index) => char !== direct[index]);
          expect(cached === direct ? '' : direct.slice(Math.max(0, at - 80), at + 80), label).toBe('');
          if (rsvp?.message) expect(cached, label).toContain('Selamat &amp; bahagia!');
          expect(gunzipSync(rendered.gzip()).equals(rendered.body), label).toBe(true);
        }
      }
    }
  });

  it('sends the answered guest’s page compressed, equal to the plain one', async () => {
    const published = await publishedInvitation(ctx, owner.token);
    const page = await ctx.request({ method: 'GET', url: `/u/${published.slug}` });
    const token = /name="token" value="([^"]+)"/.exec(page.body)![1]!;
    const event = /name="attendance\.([^"]+)"/.exec(page.body)![1]!;
    const browser = 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36';
    const answer = await ctx.request({
      method: 'POST',
      url: `/api/public/${published.slug}/rsvp`,
      headers: { accept: 'application/json', 'user-agent': browser },
      payload: { token, name: 'Sinta', [`attendance.${event}`]: 'hadir', [`pax.${event}`]: '1' },
    });
    expect(answer.statusCode).toBe(200);
    const cookie = new RegExp(`${BROWSER_ID_COOKIE}=[^;]+`).exec(String(answer.headers['set-cookie']))![0];
    const open = (encoding?: string) =>
      ctx.request({
        method: 'GET',
        url: `/u/${published.slug}`,
        headers: { 'user-agent': browser, cookie, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await open();
    expect(plain.body).toContain('value="Sinta"');
    const zipped = await open('gzip, deflate, br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
  });
});
