import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAuditExportQuery, ZAuditList, ZAuditListQuery } from '@undangin/shared';
import { routeSchemas } from '../../lib/route-schema';
import { sendDownload } from '../../lib/send-download';
import { exportAuditLog, listAuditLog } from './service';

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

  app.get(
    '/audit-log/export',
    {
      config: { access: { action: 'read', subject: 'user' } },
      schema: signedIn({
        summary: 'The filtered audit log as CSV, with the ids of actors and subjects',
        querystring: ZAuditExportQuery,
      }),
    },
    async (request, reply) => sendDownload(reply, await exportAuditLog(app.db, request.query)),
  );
};

export default auditRoutes;
