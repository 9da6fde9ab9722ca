import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import type { Redis } from 'ioredis';
import type { TConfig } from '../config';
import type { TDatabase, TDb } from '../db/client';
import { createJwt, type TJwt } from '../lib/jwt';

export type TClock = { now: () => Date };

declare module 'fastify' {
  interface FastifyInstance {
    config: TConfig;
    database: TDatabase;
    db: TDb;
    redis: Redis | null;
    clock: TClock;
    jwt: TJwt;
  }
}

export type TCoreOptions = { config: TConfig; database: TDatabase; redis: Redis | null; clock: TClock };

/** The shared services every module uses, decorated once so modules receive them, not build them. */
const corePlugin: FastifyPluginAsync<TCoreOptions> = async (app, opts) => {
  app.decorate('config', opts.config);
  app.decorate('database', opts.database);
  opts.database.onConnectionError?.((err) => app.log.warn({ err }, 'PostgreSQL closed an idle connection'));
  app.decorate('db', opts.database.db);
  app.decorate('redis', opts.redis);
  app.decorate('clock', opts.clock);
  app.decorate('jwt', createJwt(opts.config.jwtSecret, opts.clock));
};

export default fp(corePlugin, { name: 'core' });
