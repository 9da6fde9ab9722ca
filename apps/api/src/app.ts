import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import { trustProxyOption, type TConfig } from './config';
import type { TDatabase } from './db/client';
import { checkedSerializerCompiler } from './lib/response-schemas';
import core, { type TClock } from './plugins/core';
import draining from './plugins/draining';
import errors, { frameworkErrors } from './plugins/errors';
import securityHeaders from './plugins/security-headers';
import logging, { loggerOptions, OneLinePerRequest, requestIdOf } from './plugins/logging';
import metrics from './plugins/metrics';
import events from './plugins/events';
import xsrf from './plugins/xsrf';
import auth from './modules/auth/plugin';
import mail from './plugins/mail';
import storage from './plugins/storage';
import healthRoutes from './modules/health/routes';
import invitationsRoutes from './modules/invitations/routes';
import templatesRoutes from './modules/templates/routes';
import rsvpWishesRoutes from './modules/rsvp-wishes/routes';
import publicPages from './public/routes';
import authRoutes from './modules/auth/routes';
import notificationRoutes from './modules/notifications/routes';
import dashboardRoutes from './modules/dashboard/routes';
import searchRoutes from './modules/search/routes';
import billingModule from './modules/billing';
import usersRoutes from './modules/users/routes';
import auditRoutes from './modules/audit/routes';
import profileRoutes from './modules/profile/routes';
import guestsModule from './modules/guests';
import rsvpQuestionsRoutes from './modules/rsvp-questions/routes';
import filesModule from './modules/files';
import screenRoutes from './modules/screen/routes';
import metricsRoutes from './modules/metrics/routes';

export type TAppOptions = {
  config: TConfig;
  database: TDatabase;
  redis?: Redis | null;
  clock?: TClock;
  /** false: no log at all; a stream: where the log at LOG_LEVEL goes (the server's buffered stdout, a test's reader). */
  logger?: false | { stream: DestinationStream };
};

export async function buildApp(opts: TAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(config.logLevel, opts.logger?.stream),
    genReqId: requestIdOf,
    logController: new OneLinePerRequest(),
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    // The draining plugin answers requests that arrive while the server shuts down, in our own shape.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(checkedSerializerCompiler);

  // External plugins first.
  await app.register(cookie);
  // Before every hook that may answer early (draining, XSRF, auth), so those answers carry the headers too.
  await app.register(securityHeaders);
  await app.register(rateLimit, {
    global: false,
    redis: opts.redis ?? undefined,
    nameSpace: `${config.redisPrefix}rl:`,
    skipOnError: false,
  });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 20 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Undangin API', version: '0.1.0', description: 'Undangan pernikahan digital' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });

  // The app's own plugins.
  await app.register(core, {
    config,
    database: opts.database,
    redis: opts.redis ?? null,
    clock: opts.clock ?? { now: () => new Date() },
  });
  await app.register(logging);
  await app.register(metrics);
  await app.register(draining);
  await app.register(errors);
  await app.register(events);
  await app.register(xsrf, { secure: config.appUrl.startsWith('https://') });
  await app.register(auth);
  await app.register(mail);
  await app.register(storage);
  await app.register(publicPages);
  // After auth, so the documentation routes are listed in routeAccess like every other /api route.
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Route modules.
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(invitationsRoutes, { prefix: '/api' });
  await app.register(templatesRoutes, { prefix: '/api' });
  await app.register(rsvpWishesRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(notificationRoutes, { prefix: '/api' });
  await app.register(dashboardRoutes, { prefix: '/api' });
  await app.register(searchRoutes, { prefix: '/api' });
  await app.register(billingModule, { prefix: '/api' });
  await app.register(usersRoutes, { prefix: '/api' });
  await app.register(auditRoutes, { prefix: '/api' });
  await app.register(profileRoutes, { prefix: '/api' });
  await app.register(guestsModule, { prefix: '/api' });
  await app.register(rsvpQuestionsRoutes, { prefix: '/api' });
  await app.register(metricsRoutes, { prefix: '/api' });
  await app.register(filesModule);
  // Layar Sapa: its management routes under /api and the screen's page and stream under /layar.
  await app.register(screenRoutes);

  await registerWebApp(app, config);
  return app;
}

/** Serves the built dashboard; any non-API, non-invitation path falls back to index.html (history mode). */
async function registerWebApp(app: FastifyInstance, config: TConfig): Promise<void> {
  const hasDist = existsSync(join(config.webDist, 'index.html'));
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of its text files; they are sent as they are.
      preCompressed: true,
      // Files under /assets/ carry a content hash in their names, so a browser may keep them for good.
      setHeaders: (reply, path) => {
        if (path.startsWith(join(config.webDist, 'assets'))) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else if (path.startsWith(join(config.webDist, 'usher-sw.js'))) {
          // The usher app's service worker (and its .br/.gz copies): a phone checks for a new one each visit.
          reply.header('cache-control', 'no-cache');
        }
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api' || path.startsWith('/u/') || !hasDist) {
      return reply.status(404).send({ message: 'Halaman atau data tidak ditemukan' });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ message: 'Halaman atau data tidak ditemukan' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
