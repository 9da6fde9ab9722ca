import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TInvitation, TInvitationContentDraft } from '@undangin/shared';
import { TEMPLATE_IDS } from '@undangin/templates';
import { guestOpens, invitationOpens, invitations, templates } from '../src/db/schema';
import { createTestContext, type TTestContext } from './helpers/app';
import {
  COMPLETE_CONTENT,
  createInvitation,
  insertGuest,
  publishedInvitation,
  session,
  templateIdBySlug,
  type TSession,
} from './helpers/invitations';
import { fileUpload } from './helpers/multipart';

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const WHATSAPP = 'WhatsApp/2.24.10.78 A';

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?:\s[^>]*)?>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
}

describe('public invitation pages', () => {
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

  const open = (url: string, userAgent = BROWSER, method: 'GET' | 'HEAD' = 'GET') =>
    ctx.request({ method, url, headers: { 'user-agent': userAgent } });

  async function opensOf(invitationId: string) {
    await ctx.app.publicPages.opens.flush();
    const [row] = await ctx.app.db
      .select()
      .from(invitationOpens)
      .where(eq(invitationOpens.invitationId, invitationId));
    return { general: row?.generalOpens ?? 0, personal: row?.personalOpens ?? 0 };
  }

  describe('what a guest may see', () => {
    it('shows a friendly 404 for a draft, an unknown slug and a page taken down, and 410 once expired', async () => {
      const draft = await createInvitation(ctx, owner.token);
      const pages: [string, string][] = [
        [`/u/${draft.slug}`, 'Undangan belum tersedia'],
        [`/u/${draft.slug}/kode-tamu-apa-saja`, 'Undangan belum tersedia'],
        ['/u/tidak-ada-undangan', 'Undangan tidak ditemukan'],
        ['/u/BAD_SLUG!', 'Undangan tidak ditemukan'],
      ];
      for (const [url, title] of pages) {
        const res = await open(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.body).toContain(title);
        expect(res.body).not.toContain('<script');
      }

      const published = await publishedInvitation(ctx, owner.token);
      expect((await open(`/u/${published.slug}`)).statusCode).toBe(200);
      await ctx.request({
        method: 'POST',
        url: `/api/invitations/${published.id}/unpublish`,
        token: owner.token,
      });
      expect((await open(`/u/${published.slug}`)).statusCode).toBe(404);

      await ctx.app.db.update(invitations).set({ status: 'expired' }).where(eq(invitations.id, published.id));
      ctx.app.events.emit('invitation.changed', { slug: published.slug });
      const expired = await open(`/u/${published.slug}`);
      expect(expired.statusCode).toBe(410);
      expect(expired.body).toContain('Masa aktif undangan telah berakhir');
    });

    it('serves the general link with the couple, Open Graph tags and a CSP that allows only its own script', async () => {
      const published = await publishedInvitation(ctx, owner.token);
      const res = await open(`/u/${published.slug}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain(
        '<meta property="og:title" content="Undangan Pernikahan Rara &amp; Dimas"/>',
      );
      expect(res.body).toContain('Kepada Yth.');
      expect(res.body).toContain('Bapak/Ibu/Saudara/i');

      const csp = String(res.headers['content-security-policy']);
      const scriptSrc = /script-src ([^;]+)/.exec(csp)![1]!;
      expect(scriptSrc).not.toContain('unsafe-inline');
      const scripts = inlineScripts(res.body);
      expect(scripts).toHaveLength(1);
      const hash = createHash('sha256').update(scripts[0]!).digest('base64');
      expect(scriptSrc.trim()).toBe(`'sha256-${hash}'`);

      // The security headers the API sends, without the API's XSRF cookie; the request id is
      // each answer's own.
      const api = await ctx.request({ method: 'GET', url: '/api/health' });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      for (const [name, value] of Object.entries(api.headers)) {
        if (name === 'x-request-id') continue;
        if (/^(x-|cross-origin|origin-agent|referrer-policy|strict-transport)/.test(name)) {
          expect(res.headers[name], name).toBe(value);
        }
      }
      expect(res.headers['set-cookie']).toBeUndefined();

      const english = await open(`/u/${published.slug}?lang=en`);
      expect(english.body).toContain('<html lang="en"');
      expect(english.body).toContain('Honoured Guest');
    });

    it('escapes everything the couple wrote, so nothing in it runs', async () => {
      const hostile: TInvitationContentDraft = {
        ...COMPLETE_CONTENT,
        couple: {
          bride: { fullName: '<script>alert("bride")</script>', nickname: '"><img src=x onerror=alert(1)>' },
          groom: { fullName: "Dimas' onmouseover='alert(2)", nickname: '</title><script>alert(3)</script>' },
        },
        openingQuote: { text: '<iframe src="javascript:alert(4)"></iframe>', source: '&lt;b&gt;' },
        turutMengundang: ['<svg onload=alert(5)>'],
      };
      const published = await publishedInvitation(ctx, owner.token, hostile);
      const res = await open(`/u/${published.slug}`);
      expect(res.statusCode).toBe(200);
      expect(inlineScripts(res.body)).toHaveLength(1);
      expect(res.body).not.toMatch(/<img src=x/);
      expect(res.body).not.toMatch(/<iframe/);
      expect(res.body).not.toMatch(/<svg onload/);
      expect(res.body).not.toMatch(/onmouseover='alert/);
      expect(res.body).toContain('&lt;script&gt;alert(&quot;bride&quot;)&lt;/script&gt;');
      expect(res.body).toContain('&amp;lt;b&amp;gt;');
    });
  });

  describe('personal links and opens', () => {
    it('greets the guest by name, records the first open at once and counts opens in batches', async () => {
      const published = await publishedInvitation(ctx, owner.token);
      const guest = await insertGuest(ctx, published.id, {
        name: 'Budi <b>Santoso</b>',
        salutation: 'Bapak',
        quota: 3,
      });

      const first = await open(`/u/${published.slug}/${guest.code}`);
      expect(first.statusCode).toBe(200);
      expect(first.body).toContain('Bapak Budi &lt;b&gt;Santoso&lt;/b&gt;');
      expect(first.body).not.toContain('<b>Santoso');
      expect(first.body).toContain(`name="guestCode" value="${guest.code}"`);
      expect(first.body).toContain(
        '<meta property="og:title" content="Undangan Pernikahan Rara &amp; Dimas untuk Bapak Budi &lt;b&gt;Santoso&lt;/b&gt;"/>',
      );

      // Written at once, before any flush.
      const [stored] = await ctx.app.db.select().from(guestOpens).where(eq(guestOpens.guestId, guest.id));
      expect(stored?.firstOpenedAt).toBeInstanceOf(Date);
      const firstOpenedAt = stored!.firstOpenedAt;

      ctx.clock.advance(60_000);
      await open(`/u/${published.slug}/${guest.code}`);
      await ctx.app.publicPages.opens.flush();
      const [after] = await ctx.app.db.select().from(guestOpens).where(eq(guestOpens.guestId, guest.id));
      expect(after).toMatchObject({ opens: 2, firstOpenedAt });
      expect(await opensOf(published.id)).toEqual({ general: 0, personal: 2 });
    });

    it('never counts link-preview crawlers or HEAD requests', async () => {
      const published = await publishedInvitation(ctx, owner.token);
      const guest = await insertGuest(ctx, published.id, { name: 'Sari' });
      const crawlers = [
        WHATSAPP,
        'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
        'TelegramBot (like TwitterBot)',
        'Twitterbot/1.0',
        'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
        'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
        'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
        'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      ];
      for (const agent of crawlers) {
        expect((await open(`/u/${published.slug}/${guest.code}`, agent)).statusCode).toBe(200);
        expect((await open(`/u/${published.slug}`, agent)).statusCode).toBe(200);
      }
      const head = await open(`/u/${published.slug}/${guest.code}`, BROWSER, 'HEAD');
      expect(head.statusCode).toBe(200);
      await open(`/u/${published.slug}`, BROWSER, 'HEAD');

      expect(await opensOf(published.id)).toEqual({ general: 0, personal: 0 });
      expect(await ctx.app.db.select().from(guestOpens).where(eq(guestOpens.guestId, guest.id))).toHaveLength(
        0,
      );
    });

    it('shows the general page for an unknown code and counts it as a general open', async () => {
      const published = await publishedInvitation(ctx, owner.token);
      const res = await open(`/u/${published.slug}/tidakAdaTamuDenganKodeIni123`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Bapak/Ibu/Saudara/i');
      expect(res.body).not.toContain('name="guestCode"');
      await open(`/u/${published.slug}`);
      expect(await opensOf(published.id)).toEqual({ general: 2, personal: 0 });
    });

    it('fills the cached page with each guest’s values exactly as a direct render would, on every template', async () => {
      const published = await publishedInvitation(ctx, owner.token);
      const page = await ctx.app.publicPages.data.bySlug(published.slug);
      const guests = [
        {
          id: '00000000-0000-4000-8000-000000000001',
          code: 'AbCdEfGhIjKlMnOpQrStUv',
          name: `Ibu "Ani" & <Keluarga> 'Besar'`,
          salutation: 'Ibu',
          quota: 4,
          invitedEventIds: ['resepsi'],
          members: [],
          qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>',
        },
        {
          id: '00000000-0000-4000-8000-000000000002',
          code: 'zyxwvutsrqponmlkjihgfe',
          name: 'Yoga',
          salutation: null,
          quota: 1,
          invitedEventIds: [],
          members: [],
        },
        {
          id: '00000000-0000-4000-8000-000000000003',
          code: 'HhOoUuSsEeHhOoLlDd0123',
          name: 'Keluarga <Bapak> Harto',
          salutation: null,
          quota: 4,
          invitedEventIds: [],
          members: [
            { id: 'm1', name: 'Pak "Harto"' },
            { id: 'm2', name: 'Bu <Harto>' },
          ],
        },
      ];
      for (const component of TEMPLATE_IDS) {
        for (const guest of [null, ...guests]) {
          const input = {
            invitation: { ...page!, component },
            locale: 'id' as const,
            guest,
            wishesPage: 1,
            wishes: page!.wishes,
            formToken: 'abc.TOKEN_value-123',
            flashKey: '',
            now: ctx.clock.now().getTime(),
          };
          const rendered = ctx.app.publicPages.renderer.render(input);
          expect(rendered.assembled, 'the page splits at its markers').toBe(true);
          const cached = rendered.body.toString('utf8');
          const direct = ctx.app.publicPages.renderer.renderDirect(input);
          const label = `${component} ${guest?.name ?? 'general'}`;
          expect(ctx.app.publicPages.renderer.render(input).body.toString('utf8') === cached, label).toBe(
            true,
          );
          expect(cached.includes(`tpl-${component}`), label).toBe(true);
          // Compared as a flag with the first difference named: the pages are tens of kilobytes.
          const at = [...cached].findIndex((char, index) => char !== direct[index]);
          expect(cached === direct ? '' : direct.slice(Math.max(0, at - 80), at + 80), label).toBe('');
        }
      }
    });

    it('compresses the page for browsers that accept gzip', async () => {
      const published = await publishedInvitation(ctx, owner.token);
      const plain = await open(`/u/${published.slug}`);
      const zipped = await ctx.request({
        method: 'GET',
        url: `/u/${published.slug}`,
        headers: { 'user-agent': BROWSER, 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    });
  });

  describe('calendar, demo and assets', () => {
    it('gives each event as an .ics file in UTC', async () => {
      const published = await publishedInvitation(ctx, owner.token);
      const res = await open(`/u/${published.slug}/calendar/akad.ics`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="akad.ics"');
      expect(res.body).toContain('BEGIN:VEVENT');
      expect(res.body).toContain('DTSTART:20300614T010000Z');
      expect(res.body).toContain('DTEND:20300614T030000Z');
      expect(res.body).toContain('LOCATION:Masjid Gede Kauman\\, Jl. Kauman\\, Yogyakarta');
      expect((await open(`/u/${published.slug}/calendar/tidak-ada.ics`)).statusCode).toBe(404);

      const draft = await createInvitation(ctx, owner.token, { content: COMPLETE_CONTENT });
      expect((await open(`/u/${draft.slug}/calendar/akad.ics`)).statusCode).toBe(404);
    });

    it('keeps every line break in the owner’s text inside its value, so content adds no .ics line', async () => {
      const breaks = ['\r', '\n', '\r\n', '\u2028', '\u2029'];
      const injected = (field: string) =>
        breaks.map((br, i) => `${field} ${i}${br}ATTACH:https://jahat.example/${i}${br}X-JAHAT:${i}`);
      const [akad, resepsi] = COMPLETE_CONTENT.events!;
      const content: TInvitationContentDraft = {
        ...COMPLETE_CONTENT,
        couple: {
          bride: { fullName: 'Rara', nickname: 'Rara\rATTACH:https://jahat.example/n' },
          groom: { fullName: 'Dimas' },
        },
        events: [
          { ...akad!, venue: 'Masjid\u2028X-JAHAT:tempat', address: injected('Jl.').join(' ') },
          { ...resepsi!, kind: 'custom', customName: `Ngunduh\rATTACH:https://jahat.example/nama` },
        ],
      };
      const published = await publishedInvitation(ctx, owner.token, content);
      for (const file of ['akad.ics', 'resepsi.ics']) {
        const res = await open(`/u/${published.slug}/calendar/${file}`);
        expect(res.statusCode).toBe(200);
        const lines = res.body.split(/\r\n|\r|\n|\u2028|\u2029/);
        // A folded line goes on with a space; every other line starts with its property's name.
        const added = lines.filter((line) => /^(ATTACH|X-)/.test(line));
        expect(added, file).toEqual([]);
        expect(res.body, file).not.toMatch(/[\u2028\u2029]|\r(?!\n)|(?<!\r)\n/);
      }
      const unfolded = (await open(`/u/${published.slug}/calendar/akad.ics`)).body.replace(/\r\n /g, '');
      expect(unfolded).toContain('SUMMARY:Akad Nikah Rara\\nATTACH:https://jahat.example/n & Dimas');
      expect(unfolded).toContain(
        'LOCATION:Masjid\\nX-JAHAT:tempat\\, Jl. 0\\nATTACH:https://jahat.example/0\\n',
      );
    });

    it('renders each active template’s demo with the sample content', async () => {
      for (const slug of TEMPLATE_IDS) {
        const res = await open(`/u/demo/${slug}`);
        expect(res.statusCode, slug).toBe(200);
        expect(res.body).toContain('Anin');
        expect(res.body).toContain('/u/assets/demo/');
      }
      expect((await open('/u/demo/tidak-ada')).statusCode).toBe(404);
      await ctx.app.db.update(templates).set({ active: false }).where(eq(templates.slug, 'rustik'));
      expect((await open('/u/demo/rustik')).statusCode).toBe(404);

      const font = await open('/u/assets/fonts/jost-latin-300-normal.woff2');
      expect(font.statusCode).toBe(200);
      expect(font.headers['content-type']).toBe('font/woff2');
      expect(font.headers['cache-control']).toContain('immutable');
      expect((await open('/u/assets/fonts/../../package.json')).statusCode).toBe(404);
      const thumbnail = await open('/u/assets/thumbnails/minimalis.svg');
      expect(thumbnail.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(thumbnail.body).toMatch(/^<svg/);
      expect((await open('/u/assets/demo/cover.svg')).statusCode).toBe(200);
    });

    it('serves a draft’s files only with the editor’s token, and a published invitation’s to anyone', async () => {
      const templateId = await templateIdBySlug(ctx, 'minimalis');
      const draft = await createInvitation(ctx, owner.token, {
        templateId,
        content: COMPLETE_CONTENT,
        slug: undefined,
      });
      const png = await sharp({ create: { width: 100, height: 80, channels: 3, background: '#884422' } })
        .png()
        .toBuffer();
      const upload = await ctx.request({
        method: 'POST',
        url: `/api/invitations/${draft.id}/media`,
        token: owner.token,
        ...fileUpload('a.png', 'image/png', png),
      });
      const url = upload.json().urls['480'] as string;
      expect((await open(url)).statusCode).toBe(404);
      const preview = await open(`${url}?t=${draft.mediaToken}`);
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-type']).toBe('image/webp');
      expect((await open(`${url}?t=salah`)).statusCode).toBe(404);

      const saved = await ctx.request({
        method: 'PATCH',
        url: `/api/invitations/${draft.id}`,
        token: owner.token,
        payload: {
          version: draft.version,
          content: { ...COMPLETE_CONTENT, coverPhoto: { key: upload.json().key, alt: 'Kami' } },
        },
      });
      const publishedRes = await ctx.request({
        method: 'POST',
        url: `/api/invitations/${draft.id}/publish`,
        token: owner.token,
      });
      expect(publishedRes.statusCode).toBe(200);
      const invitation = saved.json<TInvitation>();
      const page = await open(`/u/${invitation.slug}`);
      // The cover's WebP file on the page; the link preview a JPEG made from it (public-share-image.test.ts).
      expect(page.body).toContain(`/u/assets/media/${upload.json().key}-960.webp`);
      expect(page.body).toMatch(
        new RegExp(
          `<meta property="og:image" content="http://localhost:5173/u/${invitation.slug}/preview/[\\w-]{16}\\.jpg"/>`,
        ),
      );

      const file = await open(url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['cache-control']).toContain('immutable');
      const range = await ctx.request({ method: 'GET', url, headers: { range: 'bytes=0-9' } });
      expect(range.statusCode).toBe(206);
      expect(range.headers['content-range']).toMatch(/^bytes 0-9\/\d+$/);
      expect(range.rawPayload).toHaveLength(10);

      // Unpublished, its files stop with the page at once, not when their remembered status runs out.
      const unpublished = await ctx.request({
        method: 'POST',
        url: `/api/invitations/${draft.id}/unpublish`,
        token: owner.token,
      });
      expect(unpublished.statusCode).toBe(200);
      expect((await open(url)).statusCode).toBe(404);
    });
  });
});
