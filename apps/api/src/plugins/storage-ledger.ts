import type { TDbOrTx } from '../db/client';
import { forgetUnowned, markUnowned } from './storage-ledger-repository';
import { isStorageKey, type TStorage } from './storage-types';
import type { TClock } from './core';

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
