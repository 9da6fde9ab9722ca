import { randomBytes } from 'node:crypto';
import type { TUploadedMedia } from '@undangin/shared';
import { AppError, invalid } from '../../lib/errors';
import { ownedInvitation, type TInvitationsContext } from './context';
import { allowanceFor, MEDIA_FILES_MAX } from './entitlements';
import { detectMedia, mediaStorageKey, mediaUrl, processImage } from './media';
import { releaseUnreferencedMedia } from './media-sweep';
import * as repo from './repository';

/** A file uploaded but not yet saved into the content is kept this long before it counts as removed. */
export const MEDIA_GRACE_MS = 10 * 60 * 1000;

/** A photo or a song for the editor: checked, stored (images as WebP variants) and recorded. */
export async function uploadMedia(
  ctx: TInvitationsContext,
  id: string,
  bytes: Buffer,
): Promise<TUploadedMedia> {
  const { invitation } = await ownedInvitation(ctx, id);
  if ((await repo.countMedia(ctx.db, invitation.id)) >= MEDIA_FILES_MAX) {
    throw invalid({
      file: [
        `Undangan ini sudah menyimpan ${MEDIA_FILES_MAX} berkas. Hapus yang tidak dipakai lalu coba lagi.`,
      ],
    });
  }
  const detected = await detectMedia(bytes);
  const random = randomBytes(12).toString('base64url');
  if (detected.kind === 'music') {
    const allowance = await allowanceFor(ctx.db, invitation);
    if (!allowance.musicUpload) {
      throw new AppError(422, 'Unggah musik hanya tersedia di paket berbayar.', {
        errors: { file: ['Unggah musik hanya tersedia di paket berbayar.'] },
        code: 'LIMIT_REACHED',
      });
    }
    const key = `${invitation.id}/${random}.${detected.ext}`;
    await ctx.storage.put(mediaStorageKey(key), bytes, detected.mime);
    await repo.insertMedia(ctx.db, {
      invitationId: invitation.id,
      key,
      kind: 'music',
      mime: detected.mime,
      bytes: bytes.length,
      createdAt: ctx.now,
    });
    return { kind: 'music', key, mime: detected.mime, bytes: bytes.length, url: mediaUrl(key) };
  }
  const image = await processImage(bytes);
  const key = `${invitation.id}/${random}`;
  for (const variant of image.variants) {
    await ctx.storage.put(mediaStorageKey(key, variant.width), variant.body, 'image/webp');
  }
  await repo.insertMedia(ctx.db, {
    invitationId: invitation.id,
    key,
    kind: 'image',
    mime: 'image/webp',
    bytes: image.variants.reduce((sum, variant) => sum + variant.body.length, 0),
    width: image.width,
    height: image.height,
    createdAt: ctx.now,
  });
  return {
    kind: 'image',
    key,
    width: image.width,
    height: image.height,
    urls: Object.fromEntries(
      image.variants.map((variant) => [String(variant.width), mediaUrl(key, variant.width)]),
    ),
  };
}

/** Files taken out of the content (after the grace period) leave storage too. */
export async function sweepMedia(ctx: TInvitationsContext, invitationId: string): Promise<void> {
  const released = await ctx.db.transaction((tx) =>
    releaseUnreferencedMedia(tx, {
      before: new Date(ctx.now.getTime() - MEDIA_GRACE_MS),
      now: ctx.now,
      limit: MEDIA_FILES_MAX,
      invitationId,
    }),
  );
  await removeFiles(ctx, released.keys);
}

/** A file that cannot be deleted now stays marked unowned, and the orphan sweep tries again. */
export async function removeFiles(ctx: Pick<TInvitationsContext, 'storage' | 'log'>, keys: string[]) {
  for (const key of keys) {
    await ctx.storage
      .delete(key)
      .catch((err: unknown) => ctx.log.warn({ err, key }, 'could not delete a file'));
  }
}
