import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TInvitation } from '@undangin/shared';
import { TEMPLATE_IDS } from '@undangin/templates';
import { invitations } from '../src/db/schema';
import { createTestContext, type TTestContext } from './helpers/app';
import { findAdmin, tokenFor } from './helpers/accounts';
import {
  COMPLETE_CONTENT,
  insertGuest,
  publishedInvitation,
  session,
  type TSession,
} from './helpers/invitations';
import { fileUpload } from './helpers/multipart';

const WHATSAPP = 'WhatsApp/2.24.10.78 A';
/** Under 300 KB, as WhatsApp asks of a link preview's picture. */
const MAX_BYTES = 300_000;

/** Issue 15, item 16: every link a couple sends shows a picture in WhatsApp's preview. */
describe('link previews', () => {
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

  const open = (url: string, method: 'GET' | 'HEAD' = 'GET') =>
    ctx.request({ method, url, headers: { 'user-agent': WHATSAPP } });

  /** The tags a link preview reads, by property or name. */
  async function previewTags(url: string): Promise<Record<string, string | undefined>> {
    const page = await open(url);
    expect(page.statusCode, url).toBe(200);
    const tag = (key: string) =>
      new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"/>`).exec(page.body)?.[1];
    const keys = ['og:image', 'og:image:type', 'og:image:width', 'og:image:height', 'og:image:alt'];
    return Object.fromEntries(
      [...keys, 'twitter:card', 'twitter:image'].map((key) => [key, tag(key)?.replaceAll('&amp;', '&')]),
    );
  }

  /** The picture as a link-preview service fetches it from its absolute address. */
  async function fetchImage(absolute: string | undefined) {
    expect(absolute).toMatch(/^http:\/\/localhost:5173\/u\//);
    const res = await open(new URL(absolute!).pathname);
    expect(res.statusCode, absolute).toBe(200);
    const body = res.rawPayload;
    return { res, body, meta: await sharp(body).metadata(), stats: await sharp(body).stats() };
  }

  async function uploadCover(invitation: TInvitation, png: Buffer): Promise<string> {
    const upload = await ctx.request({
      method: 'POST',
      url: `/api/invitations/${invitation.id}/media`,
      token: owner.token,
      ...fileUpload('a.png', 'image/png', png),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    return upload.json<{ key: string }>().key;
  }

  async function setContent(invitation: TInvitation, content: TInvitation['content']) {
    const current = await ctx.request({
      method: 'GET',
      url: `/api/invitations/${invitation.id}`,
      token: owner.token,
    });
    const saved = await ctx.request({
      method: 'PATCH',
      url: `/api/invitations/${invitation.id}`,
      token: owner.token,
      payload: { version: current.json<TInvitation>().version, content },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  async function withCover(png: Buffer, alt = 'Kami berdua di pantai') {
    const invitation = await publishedInvitation(ctx, owner.token);
    const key = await uploadCover(invitation, png);
    await setContent(invitation, { ...COMPLETE_CONTENT, coverPhoto: { key, alt } });
    return invitation;
  }

  const solid = (width: number, height: number, background: string) =>
    sharp({ create: { width, height, channels: 3, background } })
      .png()
      .toBuffer();

  it('gives a page without a photo the template’s own JPEG at 1200×630, on the general and personal links', async () => {
    const invitation = await publishedInvitation(ctx, owner.token);
    const guest = await insertGuest(ctx, invitation.id, { name: 'Budi' });
    const general = await previewTags(`/u/${invitation.slug}`);
    const personal = await previewTags(`/u/${invitation.slug}/${guest.code}`);

    expect(general).toEqual({
      'og:image': expect.stringMatching(/\.jpg$/),
      'og:image:type': 'image/jpeg',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': 'Undangan Pernikahan Rara & Dimas',
      'twitter:card': 'summary_large_image',
      'twitter:image': general['og:image'],
    });
    expect(personal['og:image']).toBe(general['og:image']);
    expect(personal['og:image:width']).toBe('1200');

    const { res, body, meta } = await fetchImage(general['og:image']);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(body.length).toBeLessThan(MAX_BYTES);
    expect(res.headers['content-length']).toBe(String(body.length));
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A chat app's web client shows the picture from another site.
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const head = await open(new URL(general['og:image']!).pathname, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/jpeg');
  });

  it('cuts the couple’s cover to 1200×630, and a new cover gets a new address', async () => {
    const design = await fetchImage(
      (await previewTags(`/u/${(await publishedInvitation(ctx, owner.token)).slug}`))['og:image'],
    );
    const invitation = await withCover(await solid(900, 1400, '#1a3cc8'));

    const tags = await previewTags(`/u/${invitation.slug}`);
    expect(tags['og:image:alt']).toBe('Kami berdua di pantai');
    expect(tags['og:image:width']).toBe('1200');
    expect(tags['og:image:height']).toBe('630');
    const cover = await fetchImage(tags['og:image']);
    expect(cover.meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(cover.body.length).toBeLessThan(MAX_BYTES);
    // The picture is the blue photo, not the template's cream page.
    expect(cover.stats.dominant.b).toBeGreaterThan(150);
    expect(cover.stats.dominant.r).toBeLessThan(80);
    expect(design.stats.dominant.r).toBeGreaterThan(150);

    const key = await uploadCover(invitation, await solid(1600, 900, '#c81a3c'));
    await setContent(invitation, { ...COMPLETE_CONTENT, coverPhoto: { key } });
    const next = await previewTags(`/u/${invitation.slug}`);
    expect(next['og:image']).not.toBe(tags['og:image']);
    // Without the couple's words for it, the picture is described by the invitation's title.
    expect(next['og:image:alt']).toBe('Undangan Pernikahan Rara & Dimas');
    expect((await fetchImage(next['og:image'])).stats.dominant.r).toBeGreaterThan(150);
    // A preview fetched from the old page's tags is led to the current picture.
    const old = await open(new URL(tags['og:image']!).pathname);
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe(new URL(next['og:image']!).pathname);
  });

  it('keeps a busy photo under 300 KB', async () => {
    const noise = await sharp(randomBytes(1600 * 1000 * 3), {
      raw: { width: 1600, height: 1000, channels: 3 },
    })
      .png()
      .toBuffer();
    const invitation = await withCover(noise);
    const { body, meta } = await fetchImage((await previewTags(`/u/${invitation.slug}`))['og:image']);
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(body.length).toBeLessThan(MAX_BYTES);
  });

  it('shows the template’s drawing for a while when the cover’s file cannot be read', async () => {
    const invitation = await withCover(await solid(900, 1400, '#1a3cc8'));
    const cover = (
      await ctx.request({ method: 'GET', url: `/api/invitations/${invitation.id}`, token: owner.token })
    ).json<TInvitation>().content.coverPhoto!.key;
    await ctx.app.storage.delete(`media/${cover}-1600.webp`);
    const { res, meta, stats } = await fetchImage((await previewTags(`/u/${invitation.slug}`))['og:image']);
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(stats.dominant.r).toBeGreaterThan(150);
    // Not kept for a year under the cover's address: the file may come back.
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('offers a JPEG on every template’s demo page, not its SVG drawing', async () => {
    for (const slug of TEMPLATE_IDS) {
      const tags = await previewTags(`/u/demo/${slug}`);
      expect(tags['og:image'], slug).toMatch(
        new RegExp(`^http://localhost:5173/u/demo/${slug}/preview/[\\w-]+\\.jpg$`),
      );
      expect(tags['og:image:type']).toBe('image/jpeg');
      expect(tags['og:image:width']).toBe('1200');
      expect(tags['og:image:height']).toBe('630');
      const { res, body, meta } = await fetchImage(tags['og:image']);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(meta, slug).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
      expect(body.length).toBeLessThan(MAX_BYTES);
    }
  });

  it('answers 404 for the picture of a page nobody may see, as for the page', async () => {
    const invitation = await withCover(await solid(900, 1400, '#1a3cc8'));
    const path = new URL((await previewTags(`/u/${invitation.slug}`))['og:image']!).pathname;
    expect((await open(path)).statusCode).toBe(200);
    expect((await open(path.replace(/[\w-]+\.jpg$/, 'bukan-gambar.png'))).statusCode).toBe(404);
    expect((await open(`/u/tidak-ada/preview/${path.split('/').pop()}`)).statusCode).toBe(404);

    await ctx.request({
      method: 'POST',
      url: `/api/invitations/${invitation.id}/unpublish`,
      token: owner.token,
    });
    const hidden = await open(path);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.headers['cache-control']).toBe('no-cache');
    expect(hidden.headers['content-type']).not.toMatch(/image/);

    await ctx.request({
      method: 'POST',
      url: `/api/invitations/${invitation.id}/publish`,
      token: owner.token,
    });
    expect((await open(path)).statusCode).toBe(200);
    const admin = await tokenFor(ctx, (await findAdmin(ctx)).id);
    const down = await ctx.request({
      method: 'POST',
      url: `/api/admin/invitations/${invitation.id}/unpublish`,
      token: admin,
      payload: { reason: 'Foto melanggar ketentuan layanan' },
    });
    expect(down.statusCode).toBe(200);
    expect((await open(path)).statusCode).toBe(404);

    const other = await publishedInvitation(ctx, owner.token);
    const otherPath = new URL((await previewTags(`/u/${other.slug}`))['og:image']!).pathname;
    await ctx.app.db.update(invitations).set({ status: 'expired' }).where(eq(invitations.id, other.id));
    ctx.app.events.emit('invitation.changed', { slug: other.slug });
    expect((await open(otherPath)).statusCode).toBe(404);
  });
});
