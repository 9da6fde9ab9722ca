import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { FastifyInstance, FastifyReply } from 'fastify';
import sharp, { type Sharp } from 'sharp';
import { SHARE_IMAGE_SIZE, templateShareSvg, type TShareImage } from '@undangin/templates';
import { MAX_INPUT_PIXELS, mediaStorageKey } from '../modules/invitations/media';
import { findActiveTemplateBySlug } from '../modules/templates/repository';
import { Lru } from '../lib/lru';
import { notFound } from './assets';
import type { TPageData, TPageInvitation } from './page-data';

/**
 * The picture a link preview shows (og:image): a 1200×630 JPEG cut from the couple's cover photo, or
 * the template's own drawing when there is none. Its address names what it is made from, so a new
 * cover gives a new address and an address always gives the same bytes: any process makes the same
 * picture, keeps it in a small cache, and browsers and link-preview services keep it for a year.
 */

/** WhatsApp shows no picture over 300 KB; the quality steps down until the picture fits. */
const MAX_BYTES = 300_000;
const QUALITIES = [82, 70, 58, 46, 34];
/** Part of every address: raise it when the pictures are made differently, so every address changes. */
const RENDERING = 1;
const CACHED = 100;
const YEAR = 'public, max-age=31536000, immutable';
const FILE = /^([A-Za-z0-9_-]{16})\.jpg$/;

type TSource = { kind: 'cover'; key: string; templateId: string } | { kind: 'design'; templateId: string };

const designVersions = new Map<string, string>();

function hashOf(value: string): string {
  return createHash('sha256').update(value).digest('base64url').slice(0, 16);
}

/** The same source gives the same version in every process and after every restart of one release. */
function versionOf(source: TSource): string {
  if (source.kind === 'cover') return hashOf(`${RENDERING}:cover:${source.key}`);
  let version = designVersions.get(source.templateId);
  if (!version) {
    version = hashOf(`${RENDERING}:design:${templateShareSvg(source.templateId)}`);
    designVersions.set(source.templateId, version);
  }
  return version;
}

function invitationSource(invitation: TPageInvitation): TSource {
  const cover = invitation.content.coverPhoto?.key;
  return cover
    ? { kind: 'cover', key: cover, templateId: invitation.component }
    : { kind: 'design', templateId: invitation.component };
}

function shareImage(url: string): TShareImage {
  return { url, ...SHARE_IMAGE_SIZE, type: 'image/jpeg' };
}

/** The link preview's picture of an invitation's pages, general and personal links alike. */
export function invitationShareImage(appUrl: string, invitation: TPageInvitation): TShareImage {
  const version = versionOf(invitationSource(invitation));
  return shareImage(`${appUrl}/u/${invitation.slug}/preview/${version}.jpg`);
}

/** The link preview's picture of a template's demo page: the template's own. */
export function demoShareImage(appUrl: string, template: { slug: string; component: string }): TShareImage {
  const version = versionOf({ kind: 'design', templateId: template.component });
  return shareImage(`${appUrl}/u/demo/${template.slug}/preview/${version}.jpg`);
}

async function jpeg(image: Sharp): Promise<Buffer> {
  let body = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    body = await image.clone().jpeg({ quality, mozjpeg: true }).toBuffer();
    if (body.length < MAX_BYTES) break;
  }
  return body;
}

/** Where the preview pictures come from, and the routes that send them. */
export function registerShareImages(app: FastifyInstance, data: TPageData): void {
  const { width, height } = SHARE_IMAGE_SIZE;
  const cache = new Lru<string, Buffer>(CACHED);
  const pending = new Map<string, Promise<{ body: Buffer; lasting: boolean }>>();

  async function fromCover(key: string): Promise<Buffer | null> {
    const stored = await app.storage.get(mediaStorageKey(key, 1600));
    if (!stored) return null;
    const image = sharp(await buffer(stored.stream()), { limitInputPixels: MAX_INPUT_PIXELS })
      .resize(width, height, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' });
    return jpeg(image);
  }

  /** `lasting` is false when the cover could not be read and the template's drawing stood in. */
  async function render(source: TSource): Promise<{ body: Buffer; lasting: boolean }> {
    if (source.kind === 'cover') {
      try {
        const body = await fromCover(source.key);
        if (body) return { body, lasting: true };
      } catch (err) {
        app.log.warn({ err, key: source.key }, 'could not make a link preview from a cover photo');
      }
    }
    const body = await jpeg(sharp(Buffer.from(templateShareSvg(source.templateId))));
    return { body, lasting: source.kind === 'design' };
  }

  async function send(reply: FastifyReply, source: TSource) {
    const version = versionOf(source);
    let image: { body: Buffer; lasting: boolean };
    const cached = cache.get(version);
    if (cached) {
      image = { body: cached, lasting: true };
    } else {
      // A link sent to many guests at once is previewed many times at once: one picture is made for all.
      let job = pending.get(version);
      if (!job) {
        job = render(source).finally(() => pending.delete(version));
        pending.set(version, job);
      }
      image = await job;
      if (image.lasting) cache.set(version, image.body);
    }
    return reply
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('content-security-policy', "default-src 'none'")
      .header('content-type', 'image/jpeg')
      .header('content-length', String(image.body.length))
      .header('cache-control', image.lasting ? YEAR : 'public, max-age=300')
      .send(image.body);
  }

  /** An address of an older picture (the cover changed since the page was read) leads to the current one. */
  function stale(reply: FastifyReply, path: string) {
    return reply.header('cache-control', 'no-cache').redirect(path, 302);
  }

  app.get('/u/:slug/preview/:file', { schema: { hide: true } }, async (request, reply) => {
    const { slug, file } = request.params as { slug: string; file: string };
    const match = FILE.exec(file);
    const invitation = match ? await data.bySlug(slug) : null;
    // Whatever hides the page hides its picture.
    if (!match || !invitation || data.state(invitation) !== 'published') return notFound(reply);
    const source = invitationSource(invitation);
    const version = versionOf(source);
    if (match[1] !== version) return stale(reply, `/u/${invitation.slug}/preview/${version}.jpg`);
    return send(reply, source);
  });

  app.get('/u/demo/:templateSlug/preview/:file', { schema: { hide: true } }, async (request, reply) => {
    const { templateSlug, file } = request.params as { templateSlug: string; file: string };
    const match = FILE.exec(file);
    const template = match ? await findActiveTemplateBySlug(app.db, templateSlug) : undefined;
    if (!match || !template) return notFound(reply);
    const source: TSource = { kind: 'design', templateId: template.component };
    const version = versionOf(source);
    if (match[1] !== version) return stale(reply, `/u/demo/${template.slug}/preview/${version}.jpg`);
    return send(reply, source);
  });
}
