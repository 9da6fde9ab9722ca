import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { routeSchemas } from '../../lib/route-schema';

const ZStatus = z.object({ status: z.string() });
const { tagged } = routeSchemas('health');

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { config: { access: 'public' }, schema: tagged({ response: { 200: ZStatus } }) },
    async () => ({ status: 'ok' }),
  );

  app.get(
    '/ready',
    { config: { access: 'public' }, schema: tagged({ response: { 200: ZStatus, 503: ZStatus } }) },
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
