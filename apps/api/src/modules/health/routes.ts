import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

const ZStatus = z.object({ status: z.string() });

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { config: { access: 'public' }, schema: { tags: ['health'], response: { 200: ZStatus } } },
    async () => ({ status: 'ok' }),
  );

  app.get(
    '/ready',
    { config: { access: 'public' }, schema: { tags: ['health'], response: { 200: ZStatus, 503: ZStatus } } },
    async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ready' };
      } catch {
        return reply.status(503).send({ status: 'database unavailable' });
      }
    },
  );
};

export default healthRoutes;
