import { inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../db/client';
import { unownedFiles } from '../db/schema';

/**
 * Records that these files may have no owner from now on. Called before a file is written, and by a
 * change that lets a file go, in its own transaction or before it: the orphan sweep checks again that
 * no record names a file before deleting it, so marking too early is always safe.
 */
export async function markUnowned(db: TDbOrTx, keys: string[], now: Date): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insert(unownedFiles)
    .values([...new Set(keys)].map((key) => ({ key, since: now })))
    .onConflictDoUpdate({ target: unownedFiles.key, set: { since: sql`excluded.since` } });
}

/** The files are gone or owned: the sweep need not look at them. */
export async function forgetUnowned(db: TDbOrTx, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(unownedFiles).where(inArray(unownedFiles.key, keys));
}
