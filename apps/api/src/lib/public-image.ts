import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { notFound } from './errors';

/** The `:file` of a public image's address: a random name, never long. */
export const ZImageFileParams = z.object({ file: z.string().max(64) });

/** Where a kind of public image is kept: its storage prefix, the form of its names, and the answer for none. */
export type TImageFolder = { prefix: string; name: RegExp; missing: string };

type TImageStore = {
  get: (key: string) => Promise<{ size: number; stream: () => Readable } | null>;
};

/**
 * Sends a stored WebP image to anyone who names it: an <img> sends no bearer token, so the random
 * name is what keeps the image private, and a name of another form is not looked up at all.
 */
export async function sendPublicImage(
  reply: FastifyReply,
  store: TImageStore,
  folder: TImageFolder,
  file: string,
) {
  if (!folder.name.test(file)) throw notFound(folder.missing);
  const stored = await store.get(`${folder.prefix}${file}`);
  if (!stored) throw notFound(folder.missing);
  // A new image gets a new name, so an image never changes under its address.
  return reply
    .header('content-type', 'image/webp')
    .header('content-length', stored.size)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(stored.stream());
}
