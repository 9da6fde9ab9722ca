import { and, asc, inArray, isNotNull, lt } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { invitationMedia, paymentConfirmations, templates, unownedFiles, users } from '../../db/schema';
import { mediaKeyOfStorageKey } from '../invitations/media';

/** Files marked unowned before `before`, oldest first. */
export async function findDue(db: TDbOrTx, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ key: unownedFiles.key })
    .from(unownedFiles)
    .where(lt(unownedFiles.since, before))
    .orderBy(asc(unownedFiles.since))
    .limit(limit);
  return rows.map((row) => row.key);
}

/** Pushes the files' time forward: another run (or this one, after a crash) looks again only a grace later. */
export async function claim(db: TDbOrTx, keys: string[], now: Date): Promise<void> {
  if (keys.length > 0)
    await db.update(unownedFiles).set({ since: now }).where(inArray(unownedFiles.key, keys));
}

/**
 * Of these storage keys, the ones a record names: a profile photo, a template thumbnail, an invitation's
 * upload record, a payment proof. A proof whose confirmation lost its owner (a deleted account) is not
 * kept, as the account deletion deletes it.
 */
export async function ownedKeys(db: TDbOrTx, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const mediaKeys = new Map<string, string[]>();
  for (const key of keys) {
    const media = mediaKeyOfStorageKey(key);
    if (media) mediaKeys.set(media, [...(mediaKeys.get(media) ?? []), key]);
  }
  // One after another: they share the caller's transaction and its one connection.
  const avatars = await db.select({ key: users.avatarKey }).from(users).where(inArray(users.avatarKey, keys));
  const thumbnails = await db
    .select({ key: templates.thumbnailKey })
    .from(templates)
    .where(inArray(templates.thumbnailKey, keys));
  const proofs = await db
    .select({ key: paymentConfirmations.proofKey })
    .from(paymentConfirmations)
    .where(and(inArray(paymentConfirmations.proofKey, keys), isNotNull(paymentConfirmations.userId)));
  const media =
    mediaKeys.size > 0
      ? await db
          .select({ key: invitationMedia.key })
          .from(invitationMedia)
          .where(inArray(invitationMedia.key, [...mediaKeys.keys()]))
      : [];
  const owned = new Set<string>();
  for (const row of [...avatars, ...thumbnails, ...proofs]) if (row.key) owned.add(row.key);
  for (const row of media) for (const key of mediaKeys.get(row.key) ?? []) owned.add(key);
  return owned;
}
