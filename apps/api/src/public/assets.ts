import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DEMO_ASSETS, FONT_FILES, TEMPLATES } from '@undangin/templates';
import { mediaStorageKey } from '../modules/invitations/media';
import { createMediaSigner } from '../lib/signing';
import { Lru } from '../lib/lru';
import { findInvitationStatus } from './assets-repository';

const YEAR = 'public, max-age=31536000, immutable';
const DAY = 'public, max-age=86400';
/** An SVG opened on its own runs nothing and loads nothing. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/** Image variants (`<random>-<width>.webp`) and music (`<random>.<ext>`) of one invitation. */
const MEDIA_FILE = /^([A-Za-z0-9_-]{16})(-(480|960|1600)\.webp|\.(mp3|m4a|ogg))$/;
const MEDIA_TYPES: Record<string, string> = {
  webp: 'image/webp',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function notFound(reply: FastifyReply) {
  return reply.status(404).header('cache-control', 'no-cache').send({ message: 'Berkas tidak ditemukan' });
}

/** A drawing that changes only with a release, or 404 when there is none of that name. */
function sendSvg(reply: FastifyReply, svg: string | undefined) {
  if (!svg) return notFound(reply);
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('content-security-policy', SVG_CSP)
    .header('cache-control', DAY)
    .send(svg);
}

/** `bytes=a-b` within a file of `size` bytes; null when absent, 'invalid' when unsatisfiable. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) return 'invalid';
  let start: number;
  let end: number;
  if (!match[1]) {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  }
  return start > end || start >= size ? 'invalid' : { start, end };
}

/** Fonts, template thumbnails, demo drawings and the invitations' own files under /u/assets/. */
export async function registerPublicAssets(app: FastifyInstance): Promise<void> {
  const require = createRequire(import.meta.url);
  const fonts = new Map<string, Buffer>();
  for (const [file, font] of FONT_FILES) fonts.set(file, await readFile(require.resolve(font.path)));
  const thumbnails = new Map(TEMPLATES.map((meta) => [`${meta.id}.svg`, meta.thumbnail]));
  const media = createMediaSigner(app.config.jwtSecret);
  // Published invitations, remembered briefly so a page's images cost one query, not one each.
  const publishedCache = new Lru<string, true>(5_000, 5_000);
  // A page taken down or unpublished, here or in another process, stops serving its files at once. The
  // event names a slug, not the id kept here, so every entry goes: each costs one query to make again.
  app.events.on('invitation.changed', () => publishedCache.clear());
  app.events.on('changes.missed', () => publishedCache.clear());

  async function isPublished(invitationId: string): Promise<boolean> {
    if (publishedCache.get(invitationId)) return true;
    if ((await findInvitationStatus(app.db, invitationId)) !== 'published') return false;
    publishedCache.set(invitationId, true);
    return true;
  }

  app.get('/u/assets/fonts/:file', { schema: { hide: true } }, async (request, reply) => {
    const body = fonts.get((request.params as { file: string }).file);
    if (!body) return notFound(reply);
    return reply.header('content-type', 'font/woff2').header('cache-control', YEAR).send(body);
  });

  app.get('/u/assets/thumbnails/:file', { schema: { hide: true } }, async (request, reply) => {
    return sendSvg(reply, thumbnails.get((request.params as { file: string }).file));
  });

  app.get('/u/assets/demo/:file', { schema: { hide: true } }, async (request, reply) => {
    const name = (request.params as { file: string }).file.replace(/\.svg$/, '');
    const svg = Object.hasOwn(DEMO_ASSETS, name) ? DEMO_ASSETS[name] : undefined;
    return sendSvg(reply, svg);
  });

  app.get('/u/assets/media/:invitationId/:file', { schema: { hide: true } }, async (request, reply) => {
    const { invitationId, file } = request.params as { invitationId: string; file: string };
    const match = MEDIA_FILE.exec(file);
    if (!UUID.test(invitationId) || !match) return notFound(reply);
    const token = (request.query as { t?: string }).t;
    const preview = typeof token === 'string' && media.verify(invitationId, token);
    if (!preview && !(await isPublished(invitationId))) return notFound(reply);
    const stored = await app.storage.get(mediaStorageKey(`${invitationId}/${file}`));
    if (!stored) return notFound(reply);
    const ext = file.slice(file.lastIndexOf('.') + 1);
    void reply
      .header('content-type', MEDIA_TYPES[ext] ?? 'application/octet-stream')
      .header('cache-control', preview ? 'private, max-age=3600' : YEAR)
      .header('accept-ranges', 'bytes')
      .header('content-security-policy', "default-src 'none'");
    // Phones' audio players fetch music in ranges and refuse to play without them.
    const range = parseRange(request.headers.range, stored.size);
    if (range === 'invalid') {
      return reply.status(416).header('content-range', `bytes */${stored.size}`).send();
    }
    if (range) {
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${stored.size}`)
        .header('content-length', String(range.end - range.start + 1))
        .send(stored.stream(range));
    }
    return reply.header('content-length', String(stored.size)).send(stored.stream());
  });
}
