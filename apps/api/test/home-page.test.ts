import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TPackage, TTemplate } from '@undangin/shared';
import { TEMPLATES } from '@undangin/templates';
import { SECURITY_HEADERS } from '../src/plugins/security-headers';
import { createTestContext, type TTestContext } from './helpers/app';
import { loginAdmin, type TSignedInUser } from './helpers/billing';

const NEW_PACKAGE = {
  code: 'resepsi-akbar',
  name: 'Resepsi Akbar',
  description: 'Untuk pesta besar dengan ribuan tamu',
  price: 349_000,
  guestLimit: 5000,
  activeDays: 400,
  galleryLimit: 0,
  templateTier: 'premium',
  musicUpload: true,
  qrCheckin: true,
  wishesModeration: false,
  showBranding: false,
};

describe('the visitors’ home page', () => {
  let ctx: TTestContext;
  let admin: TSignedInUser;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.reset();
    admin = await loginAdmin(ctx);
  });

  const home = (url = '/beranda', headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  async function listed<T>(url: string): Promise<T[]> {
    const res = await ctx.request({ method: 'GET', url, token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: T[] }>().data;
  }

  it('shows every active template with its drawing and live demo, and every package on sale with its price', async () => {
    const res = await home();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toMatch(/^<!doctype html><html lang="id" dir="ltr">/);
    expect(res.body).toContain('<title>Undangin: undangan pernikahan digital');
    expect(res.body).toContain('<meta property="og:url" content="http://localhost:5173/beranda"/>');

    for (const meta of TEMPLATES) {
      expect(res.body).toContain(`<h3 dir="auto">${meta.name}</h3>`);
      expect(res.body).toContain(`href="/u/demo/${meta.slug}"`);
      expect(res.body).toContain(`src="/u/assets/thumbnails/${meta.id}.svg"`);
      expect(res.body).toContain(`aria-label="Lihat demo template ${meta.name}"`);
    }
    // The seeded packages, as the database holds them: Gratis costs nothing, the others their price.
    for (const pkg of await listed<TPackage>('/api/packages')) {
      expect(res.body).toContain(`<h3 dir="auto">${pkg.name}</h3>`);
    }
    expect(res.body).toContain('<p class="price">Gratis</p>');
    expect(res.body).toContain('<p class="price">Rp 49.000</p>');
    expect(res.body).toContain('<li>Hingga 2.000 tamu</li>');
    expect(res.body).toContain('href="/register"');
    expect(res.body).toContain('href="/login"');
    expect(res.body).not.toContain('<script');

    // Each live demo it links to answers.
    expect((await home(`/u/demo/${TEMPLATES[0]!.slug}`)).statusCode).toBe(200);
    // A link preview shows the first template's drawing, as a picture WhatsApp can show.
    const image =
      /<meta property="og:image" content="http:\/\/localhost:5173(\/u\/demo\/[a-z-]+\/preview\/[\w-]+\.jpg)"\/>/.exec(
        res.body,
      );
    expect(image?.[1]).toMatch(new RegExp(`^/u/demo/${TEMPLATES[0]!.slug}/`));
    const picture = await home(image![1]);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
  });

  it('shows a new package and hides what an administrator switched off, on the next visit', async () => {
    const created = await ctx.request({
      method: 'POST',
      url: '/api/packages',
      token: admin.token,
      payload: NEW_PACKAGE,
    });
    expect(created.statusCode, created.body).toBe(201);
    const basic = (await listed<TPackage>('/api/packages')).find((pkg) => pkg.code === 'basic')!;
    const offBasic = await ctx.request({
      method: 'PATCH',
      url: `/api/packages/${basic.id}`,
      token: admin.token,
      payload: { active: false },
    });
    expect(offBasic.statusCode, offBasic.body).toBe(200);
    const [first, second] = await listed<TTemplate>('/api/templates');
    const offTemplate = await ctx.request({
      method: 'PATCH',
      url: `/api/templates/${first!.id}`,
      token: admin.token,
      payload: { active: false },
    });
    expect(offTemplate.statusCode, offTemplate.body).toBe(200);

    const { body } = await home();
    expect(body).toContain('<h3 dir="auto">Resepsi Akbar</h3>');
    expect(body).toContain('<p class="price">Rp 349.000</p>');
    expect(body).toContain('<li>Hingga 5.000 tamu</li>');
    expect(body).toContain('<li>Aktif 400 hari</li>');
    expect(body).not.toContain('<h3 dir="auto">Basic</h3>');
    expect(body).not.toContain('Rp 49.000');
    expect(body).not.toContain(`<h3 dir="auto">${first!.name}</h3>`);
    expect(body).not.toContain(`href="${first!.demoUrl}"`);
    expect(body).toContain(`<h3 dir="auto">${second!.name}</h3>`);

    // Back on sale, in the administrators' order: the page follows the database both ways.
    await ctx.request({
      method: 'PATCH',
      url: `/api/templates/${first!.id}`,
      token: admin.token,
      payload: { active: true, name: 'Jawa Klasik Baru' },
    });
    const again = (await home()).body;
    expect(again).toContain('<h3 dir="auto">Jawa Klasik Baru</h3>');
    expect(again.indexOf('<h3 dir="auto">Gratis</h3>')).toBeLessThan(
      again.indexOf('<h3 dir="auto">Premium</h3>'),
    );
  });

  it('leaves out the templates and prices sections when nothing is on offer', async () => {
    for (const template of await listed<TTemplate>('/api/templates')) {
      await ctx.request({
        method: 'PATCH',
        url: `/api/templates/${template.id}`,
        token: admin.token,
        payload: { active: false },
      });
    }
    const { body, statusCode } = await home();
    expect(statusCode).toBe(200);
    expect(body).not.toContain('id="template"');
    expect(body).not.toContain('href="#template"');
    expect(body).toContain('id="harga"');
  });

  it('escapes what an administrator wrote in names and descriptions', async () => {
    const hostile = '<img src=x onerror=alert(1)>"\'&';
    const [template] = await listed<TTemplate>('/api/templates');
    const renamed = await ctx.request({
      method: 'PATCH',
      url: `/api/templates/${template!.id}`,
      token: admin.token,
      payload: { name: hostile, category: '</style><script>alert(2)</script>' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const created = await ctx.request({
      method: 'POST',
      url: '/api/packages',
      token: admin.token,
      payload: { ...NEW_PACKAGE, name: '"><script>alert(3)</script>', description: hostile },
    });
    expect(created.statusCode, created.body).toBe(201);

    const { body } = await home();
    expect(body).not.toContain('<script');
    expect(body).not.toContain('<img src=x');
    expect(body).toContain('<h3 dir="auto">&lt;img src=x onerror=alert(1)&gt;&quot;&#x27;&amp;</h3>');
    expect(body).toContain(
      'aria-label="Lihat demo template &lt;img src=x onerror=alert(1)&gt;&quot;&#x27;&amp;"',
    );
    expect(body).toContain('&lt;/style&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(body).toContain('<h3 dir="auto">&quot;&gt;&lt;script&gt;alert(3)&lt;/script&gt;</h3>');
  });

  it('carries the public pages’ security headers, a policy without script, and no cookie', async () => {
    const res = await home();
    const api = await ctx.request({ method: 'GET', url: '/api/health' });
    // The security headers every answer carries, the API's included.
    for (const name of Object.keys(SECURITY_HEADERS)) {
      expect(res.headers[name], name).toBe(api.headers[name]);
    }
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(csp).toContain("img-src 'self'");
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['vary']).toBe('Accept-Language, Accept-Encoding');
    expect(res.headers['x-robots-tag']).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('speaks English or Arabic when asked by ?lang= or by the browser, Indonesian otherwise', async () => {
    const english = await home('/beranda?lang=en');
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.body).toContain('Packages and prices');
    expect(english.body).toContain('<p class="price">Free</p>');
    expect(english.body).toContain('<li>Up to 2,000 guests</li>');
    expect(english.body).toContain('<link rel="canonical" href="http://localhost:5173/beranda?lang=en"/>');

    const arabic = await home('/beranda', { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.5' });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('الباقات والأسعار');

    const browserEnglish = await home('/beranda', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(browserEnglish.body).toContain('<html lang="en"');
    const chosen = await home('/beranda?lang=id', { 'accept-language': 'en-GB' });
    expect(chosen.body).toContain('<html lang="id"');
    const unknown = await home('/beranda?lang=xx', { 'accept-language': 'fr-FR' });
    expect(unknown.body).toContain('<html lang="id"');
  });

  it('tells a browser that has the page so, until the offer or the language changes', async () => {
    const first = await home();
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await home('/beranda', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);

    const english = await home('/beranda?lang=en', { 'if-none-match': etag });
    expect(english.statusCode).toBe(200);
    const created = await ctx.request({
      method: 'POST',
      url: '/api/packages',
      token: admin.token,
      payload: NEW_PACKAGE,
    });
    expect(created.statusCode, created.body).toBe(201);
    const changed = await home('/beranda', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Resepsi Akbar');
    expect(changed.headers['etag']).not.toBe(etag);
  });

  it('compresses for browsers that accept gzip and answers HEAD', async () => {
    const plain = await home();
    const zipped = await home('/beranda', { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    const head = await ctx.app.inject({ method: 'HEAD', url: '/beranda' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });
});
