import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAuditList, ZAuditListQuery } from '@undangin/shared';
import { routeSchemas } from '../../lib/route-schema';
import { listAuditLog } from './service';

const { signedIn } = routeSchemas('users');

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-log',
    {
      config: { access: { action: 'read', subject: 'user' } },
      schema: signedIn({
        summary: 'Administrative actions: who, what, when, before and after',
        querystring: ZAuditListQuery,
        response: { 200: ZAuditList },
      }),
    },
    async (request) => listAuditLog(app.db, request.query),
  );
};

export default auditRoutes;
