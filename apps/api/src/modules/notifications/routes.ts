import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApiError,
  ZMarkAllReadResponse,
  ZNotification,
  ZNotificationList,
  ZNotificationListQuery,
  ZNotificationParams,
} from '@undangin/shared';
import { routeSchemas } from '../../lib/route-schema';
import * as service from './service';

const { signedIn } = routeSchemas('notifications');

const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      config: { access: 'authenticated' },
      schema: signedIn({
        summary: 'The caller’s notifications, newest first, with the unread count',
        querystring: ZNotificationListQuery,
        response: { 200: ZNotificationList, 401: ZApiError },
      }),
    },
    async (request) => service.listForUser(app.db, request.user!.id, request.query.limit),
  );

  app.post(
    '/notifications/:id/read',
    {
      config: { access: 'authenticated' },
      schema: signedIn({
        summary: 'Marks one of the caller’s notifications read',
        params: ZNotificationParams,
        response: { 200: ZNotification, 401: ZApiError, 404: ZApiError },
      }),
    },
    async (request) => service.markRead(app.db, request.user!.id, request.params.id, app.clock.now()),
  );

  app.post(
    '/notifications/read-all',
    {
      config: { access: 'authenticated' },
      schema: signedIn({
        summary: 'Marks all of the caller’s notifications read',
        response: { 200: ZMarkAllReadResponse, 401: ZApiError },
      }),
    },
    async (request) => service.markAllRead(app.db, request.user!.id, app.clock.now()),
  );
};

export default notificationRoutes;
