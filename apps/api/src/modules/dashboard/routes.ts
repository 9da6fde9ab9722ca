import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDashboard } from '@undangin/shared';
import { routeSchemas } from '../../lib/route-schema';
import { configuredSetup } from './configured-setup';
import { buildDashboard } from './service';

const { signedIn } = routeSchemas('dashboard');

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const configured = configuredSetup(app.config);
  app.get(
    '/dashboard',
    {
      config: { access: { action: 'read', subject: 'dashboard' } },
      schema: signedIn({ response: { 200: ZDashboard } }),
    },
    async (request) => buildDashboard({ db: app.db, user: request.user!, now: app.clock.now(), configured }),
  );
};

export default dashboardRoutes;
