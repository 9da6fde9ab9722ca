import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAuditList, ZAuditListQuery } from '@undangin/shared';
import { listAuditLog } from './service';

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-log',
    {
      config: { access: { action: 'read', subject: 'user' } },
      schema: {
        tags: ['users'],
        summary: 'Administrative actions: who, what, when, before and after',
        security: [{ bearer: [] }],
        querystring: ZAuditListQuery,
        response: { 200: ZAuditList },
      },
    },
    async (request) => listAuditLog(app.db, request.query),
  );
};

export default auditRoutes;
