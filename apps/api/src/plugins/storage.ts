import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { createTrackedStorage } from './storage-ledger';
import { createLocalStorage } from './storage-local';
import type { TStorage } from './storage-types';

export type { TStorage, TStoredFile } from './storage-types';

declare module 'fastify' {
  interface FastifyInstance {
    storage: TStorage;
  }
}

/**
 * Uploaded files: an S3-compatible bucket when S3_* is set, otherwise a folder under DATA_DIR/files.
 * Every write is recorded for the orphan sweep (see storage-ledger).
 */
const storagePlugin: FastifyPluginAsync = async (app) => {
  const { s3, dataDir } = app.config;
  let driver: TStorage;
  if (s3) {
    // Loaded only when used: the AWS SDK is large, and most installations keep files on disk.
    const { createS3Storage } = await import('./storage-s3');
    const bucket = createS3Storage(s3);
    app.addHook('onClose', async () => bucket.close());
    driver = bucket;
  } else {
    driver = createLocalStorage(join(dataDir, 'files'));
  }
  app.decorate('storage', createTrackedStorage(driver, app.db, app.clock));
};

export default fp(storagePlugin, { name: 'storage', dependencies: ['core'] });
