import { inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../db/client';
import { unownedFiles } from '../db/schema';
import { isStorageKey, type TStorage } from './storage-types';
import type { TClock } from './core';

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

/**
 * The storage the app uses: a driver whose writes are recorded as unowned first, so a file whose record
 * never gets written (a failed save, a crash) is found by the sweep. Its put and delete write to the
 * database outside any transaction: call them outside one.
 */
export function createTrackedStorage(driver: TStorage, db: TDbOrTx, clock: TClock): TStorage {
  return {
    async put(key, body, contentType) {
      if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
      await markUnowned(db, [key], clock.now());
      await driver.put(key, body, contentType);
    },
    get: (key) => driver.get(key),
    async delete(key) {
      await driver.delete(key);
      await forgetUnowned(db, [key]);
    },
  };
}
