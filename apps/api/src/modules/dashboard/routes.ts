import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDashboard } from '@undangin/shared';
import { buildDashboard } from './service';

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      config: { access: { action: 'read', subject: 'dashboard' } },
      schema: { tags: ['dashboard'], security: [{ bearer: [] }], response: { 200: ZDashboard } },
    },
    async (request) => buildDashboard({ db: app.db, user: request.user!, now: app.clock.now() }),
  );
};

export default dashboardRoutes;
