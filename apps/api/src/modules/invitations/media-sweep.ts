import type { TInvitationContentDraft } from '@undangin/shared';
import type { TDbOrTx } from '../../db/client';
import { markUnowned } from '../../plugins/storage-ledger-repository';
import { referencedMediaKeys, storageKeysOf } from './media';
import * as repo from './repository';

export type TReleasedMedia = { records: number; keys: string[] };

/**
 * Removes upload records that their invitation's content no longer names (or never came to name) and
 * that are older than `before`, and marks their files unowned in the same transaction, so the files
 * go even when deleting them afterwards fails. Run inside a transaction: each invitation's row is
 * locked before its content is read, as a save locks it before checking the files it names, so a save
 * can never name a file this removes. Returns the storage keys to delete once committed.
 */
export async function releaseUnreferencedMedia(
  tx: TDbOrTx,
  options: { before: Date; now: Date; limit: number; invitationId?: string },
): Promise<TReleasedMedia> {
  const candidates = await repo.findMediaMaybeUnreferenced(tx, options);
  const byInvitation = new Map<string, typeof candidates>();
  for (const row of candidates)
    byInvitation.set(row.invitationId, [...(byInvitation.get(row.invitationId) ?? []), row]);
  let records = 0;
  const keys: string[] = [];
  for (const [invitationId, rows] of byInvitation) {
    const locked = await repo.lockInvitation(tx, invitationId);
    // Gone meanwhile: its records went with it, and whoever removed it deletes the files.
    if (!locked) continue;
    const named = new Set(referencedMediaKeys(locked.content as TInvitationContentDraft));
    const gone = await repo.deleteMedia(
      tx,
      rows.filter((row) => !named.has(row.key)).map((row) => row.id),
    );
    const files = gone.flatMap((row) => storageKeysOf(row));
    await markUnowned(tx, files, options.now);
    records += gone.length;
    keys.push(...files);
  }
  return { records, keys };
}
