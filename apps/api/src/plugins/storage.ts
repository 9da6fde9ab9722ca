import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import fp from 'fastify-plugin';

/**
 * Where uploaded files live: a folder under DATA_DIR/files. Keys are relative paths chosen by the
 * server (never by a client), checked again here so that no key can leave the folder.
 */
export type TStoredFile = { size: number; stream: (range?: { start: number; end: number }) => Readable };

export type TStorage = {
  put: (key: string, body: Buffer, contentType: string) => Promise<void>;
  /** The file's size and a way to stream it, or null when there is no such file. */
  get: (key: string) => Promise<TStoredFile | null>;
  delete: (key: string) => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    storage: TStorage;
  }
}

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]*(\/[A-Za-z0-9][A-Za-z0-9_.-]*)*$/;

export function isStorageKey(key: string): boolean {
  return key.length <= 300 && KEY_PATTERN.test(key) && !key.includes('..');
}

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

/** Local files under DATA_DIR/files; an S3-compatible bucket is not built yet. */
export default fp(async (app) => {
  app.decorate('storage', createLocalStorage(join(app.config.dataDir, 'files')));
});
