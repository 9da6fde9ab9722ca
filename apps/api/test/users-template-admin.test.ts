import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEMPLATES } from '@undangin/templates';
import { ZTemplate, ZTemplateList, ZTemplateOptions, type TTemplate } from '@undangin/shared';
import { login } from './helpers/accounts';
import { createTestContext, TEST_ADMIN, type TTestContext } from './helpers/app';
import { publishedInvitation, session, templateIdBySlug } from './helpers/invitations';
import { avatarUpload, photo } from './helpers/profile';

describe('Manage Template for administrators', () => {
  let ctx: TTestContext;
  let token: string;
  const list = async () =>
    ZTemplateList.parse((await ctx.request({ method: 'GET', url: '/api/templates', token })).json()).data;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  beforeEach(async () => {
    await ctx.reset();
    token = (await login(ctx, TEST_ADMIN.email, TEST_ADMIN.password)).json().accessToken as string;
  });
  afterAll(() => ctx.close());

  it('starts a new record from its design’s palette and fonts, and edits them with checks', async () => {
    const design = TEMPLATES[0]!;
    const created = await ctx.request({
      method: 'POST',
      url: '/api/templates',
      token,
      payload: {
        slug: 'ungu-muda',
        name: 'Ungu Muda',
        category: 'Modern',
        tier: 'free',
        component: design.id,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const record = ZTemplate.parse(created.json());
    expect(record.palette).toEqual(design.palette);
    expect(record.fonts).toEqual(design.fonts);

    const options = ZTemplateOptions.parse(
      (await ctx.request({ method: 'GET', url: '/api/templates/options', token })).json(),
    );
    expect(options.designs.map((d) => d.id)).toEqual(TEMPLATES.map((t) => t.id));
    const fonts = options.fonts.map((f) => f.family);
    expect(fonts).toContain(design.fonts.display);
    expect(options.fonts[0]!.url).toMatch(/^\/u\/assets\/fonts\/.+\.woff2$/);
    const font = await ctx.request({ method: 'GET', url: options.fonts[0]!.url });
    expect(font.statusCode).toBe(200);
    const other = TEMPLATES[1]!;
    const edited = await ctx.request({
      method: 'PATCH',
      url: `/api/templates/${record.id}`,
      token,
      payload: {
        component: other.id,
        palette: { ...design.palette, accent: '#7b1fa2' },
        fonts: { display: fonts[0], body: fonts[1] },
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ component: other.id, palette: { accent: '#7b1fa2' } });

    const wrong = await ctx.request({
      method: 'PATCH',
      url: `/api/templates/${record.id}`,
      token,
      payload: { palette: { ...design.palette, ink: 'merah' }, component: 'tidak-ada' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors['palette.ink']).toEqual(['Warna harus berformat #RRGGBB']);

    const badFont = await ctx.request({
      method: 'PATCH',
      url: `/api/templates/${record.id}`,
      token,
      payload: { fonts: { display: 'Comic Sans MS', body: fonts[0] } },
    });
    expect(badFont.statusCode).toBe(422);
    expect(badFont.json().errors['fonts.display'][0]).toMatch(/^Font harus salah satu dari/);

    const badDesign = await ctx.request({
      method: 'PATCH',
      url: `/api/templates/${record.id}`,
      token,
      payload: { component: 'tidak-ada' },
    });
    expect(badDesign.statusCode).toBe(422);
    expect(badDesign.json().errors.component[0]).toMatch(/^Desain template harus salah satu dari/);
  });

  it('draws the public page and the demo with the palette and fonts an administrator saves', async () => {
    const owner = await session(ctx);
    const invitation = await publishedInvitation(ctx, owner.token);
    const design = TEMPLATES.find((t) => t.id === 'jawa-klasik')!;
    const page = async (url: string) => (await ctx.request({ method: 'GET', url })).body;
    // Seen once, so the page is cached before the change.
    const before = await page(`/u/${invitation.slug}`);
    expect(before).not.toContain('.inv.tpl-jawa-klasik{');
    expect(before).toContain("font-family:'Cinzel'");

    const id = await templateIdBySlug(ctx, 'jawa-klasik');
    const res = await ctx.request({
      method: 'PATCH',
      url: `/api/templates/${id}`,
      token,
      payload: {
        palette: { ...design.palette, accent: '#1f4e79', accentInk: '#ffffff' },
        fonts: { display: 'Playfair Display', body: design.fonts.body },
      },
    });
    expect(res.statusCode, res.body).toBe(200);

    for (const url of [`/u/${invitation.slug}`, '/u/demo/jawa-klasik']) {
      const html = await page(url);
      const rule = /\.inv\.tpl-jawa-klasik\{([^}]*)\}/.exec(html)?.[1];
      expect(rule, url).toContain('--accent:#1f4e79');
      expect(rule, url).toContain("--font-display:'Playfair Display',Georgia,serif");
      expect(html, url).toContain("font-family:'Playfair Display'");
      expect(html, url).not.toContain("font-family:'Cinzel'");
      // Only the faces served here are named.
      for (const src of html.matchAll(/src:url\(([^)]+)\)/g)) {
        expect(src[1]).toMatch(/^\/u\/assets\/fonts\//);
        expect((await ctx.request({ method: 'GET', url: src[1]! })).statusCode).toBe(200);
      }
    }
  });

  it('refuses a palette whose text would be unreadable, naming the colour in Indonesian', async () => {
    const id = await templateIdBySlug(ctx, 'jawa-klasik');
    const design = TEMPLATES.find((t) => t.id === 'jawa-klasik')!;
    const res = await ctx.request({
      method: 'PATCH',
      url: `/api/templates/${id}`,
      token,
      payload: { palette: { ...design.palette, ink: '#d9cdb4', coverInk: '#3a2010' } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'palette.ink': [
        'Warna Teks kurang kontras dengan Latar halaman atau Permukaan kartu (minimal 4,5:1, WCAG AA)',
      ],
      'palette.coverInk': ['Warna Teks sampul kurang kontras dengan warna Sampul (minimal 4,5:1, WCAG AA)'],
    });
  });

  it('gives a record moved to another design that design’s palette and fonts unless it names its own', async () => {
    const id = await templateIdBySlug(ctx, 'jawa-klasik');
    const res = await ctx.request({
      method: 'PATCH',
      url: `/api/templates/${id}`,
      token,
      payload: { component: 'minimalis' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const minimalis = TEMPLATES.find((t) => t.id === 'minimalis')!;
    expect(res.json()).toMatchObject({ palette: minimalis.palette, fonts: minimalis.fonts });
  });

  it('reorders the collection, and refuses an order that leaves a template out', async () => {
    const before = await list();
    const reversed = [...before].reverse().map((t) => t.id);
    const res = await ctx.request({
      method: 'POST',
      url: '/api/templates/reorder',
      token,
      payload: { ids: reversed },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as TTemplate[]).map((t) => t.id)).toEqual(reversed);
    expect((await list()).map((t) => t.id)).toEqual(reversed);

    const partial = await ctx.request({
      method: 'POST',
      url: '/api/templates/reorder',
      token,
      payload: { ids: reversed.slice(1) },
    });
    expect(partial.statusCode).toBe(422);
    expect(partial.json().errors.ids[0]).toMatch(/setiap template tepat sekali/);

    const log = (
      await ctx.request({ method: 'GET', url: '/api/audit-log?action=template.reorder', token })
    ).json();
    expect(log.total).toBe(1);
  });

  it('takes an uploaded thumbnail in place of the drawing, 3:4 WebP, and goes back to it', async () => {
    const [template] = await list();
    expect(template!.thumbnailUrl).toMatch(/\.svg$/);
    const res = await ctx.request({
      method: 'POST',
      url: `/api/templates/${template!.id}/thumbnail`,
      token,
      ...avatarUpload(await photo(1200, 900)),
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().thumbnailUrl as string;
    expect(url).toMatch(/^\/api\/files\/template-thumbnails\/[0-9a-f]{32}\.webp$/);
    const served = await ctx.request({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 600,
      height: 800,
    });

    const file = join(ctx.config.dataDir, 'files', url.replace('/api/files/', ''));
    expect(existsSync(file)).toBe(true);
    const removed = await ctx.request({
      method: 'DELETE',
      url: `/api/templates/${template!.id}/thumbnail`,
      token,
    });
    expect(removed.json().thumbnailUrl).toMatch(/\.svg$/);
    expect(existsSync(file)).toBe(false);

    const notImage = await ctx.request({
      method: 'POST',
      url: `/api/templates/${template!.id}/thumbnail`,
      token,
      ...avatarUpload(Buffer.from('<svg onload="alert(1)"/>'), 'x.svg', 'image/svg+xml'),
    });
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().errors.file).toEqual(['Thumbnail harus berupa gambar JPEG, PNG atau WebP.']);
  });
});
