import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, resolve, sep } from 'node:path';
import { isStorageKey, type TStorage } from './storage-types';

/** Files in a folder (DATA_DIR/files by default); every key is checked again so none can leave it. */
export function createLocalStorage(root: string): TStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`Invalid storage key: ${key}`);
    return path;
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside and renamed, so a reader never sees half a file.
      const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, path);
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { size: info.size, stream: (range) => createReadStream(path, range) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
