import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApiError,
  ZEmailBody,
  ZLoginBody,
  ZLoginResponse,
  ZMessage,
  ZRegisterBody,
  ZResetPasswordBody,
  ZSession,
  ZTokenBody,
} from '@undangin/shared';
import { routeSchemas } from '../../lib/route-schema';
import { createLoginThrottle } from './login-throttle';
import * as service from './service';
import { createDatabaseThrottleStore } from './throttle-repository';
import { createRedisThrottleStore } from './throttle-store';
import { sessionFor } from './user-data';

const { tagged, signedIn } = routeSchemas('auth');
const MINUTE_MS = 60 * 1000;

/** Per-address limits on the calls that create rows or send mail; login has its own throttle. */
const REGISTER_LIMIT = { max: 10, timeWindow: 60 * MINUTE_MS };
const MAIL_LIMIT = { max: 10, timeWindow: 15 * MINUTE_MS };

/**
 * A call that mails the address in its body: limited per address, and answering the same whether or
 * not an account has that address, so that it tells no one which addresses are registered.
 */
const mailing = (sends: string) => ({
  config: { access: 'public' as const, rateLimit: MAIL_LIMIT },
  schema: tagged({
    summary: `Sends ${sends}; the same answer whether or not the address exists`,
    body: ZEmailBody,
    response: { 200: ZMessage, 422: ZApiError, 429: ZApiError },
  }),
});

/** The account endpoints of design.md's auth table. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const shared: Omit<service.TAuthDeps, 'log'> = {
    db: app.db,
    clock: app.clock,
    mailer: app.mailer,
    jwt: app.jwt,
    tokenDenylist: app.tokenDenylist,
    throttle: createLoginThrottle(
      app.redis
        ? createRedisThrottleStore(app.redis, app.config.redisPrefix)
        : createDatabaseThrottleStore(app.db),
    ),
    appUrl: app.config.appUrl,
  };
  // The request's own logger, so a line a call writes carries the request's id.
  const deps = (request: FastifyRequest): service.TAuthDeps => ({ ...shared, log: request.log });

  app.post(
    '/user/register',
    {
      config: { access: 'public', rateLimit: REGISTER_LIMIT },
      schema: tagged({
        summary: 'Creates an account and sends the confirmation mail',
        body: ZRegisterBody,
        response: { 201: ZMessage, 422: ZApiError, 429: ZApiError },
      }),
    },
    async (request, reply) => reply.status(201).send(await service.register(deps(request), request.body)),
  );

  app.post(
    '/user/email/verify',
    {
      config: { access: 'public' },
      schema: tagged({
        summary: 'Confirms the e-mail address with the token from the confirmation mail',
        body: ZTokenBody,
        response: { 200: ZMessage, 422: ZApiError },
      }),
    },
    async (request) => service.verifyEmail(deps(request), request.body.token),
  );

  app.post('/user/email/resend', mailing('a new confirmation mail'), async (request) =>
    service.resendVerification(deps(request), request.body),
  );

  app.post(
    '/user/login',
    {
      config: { access: 'public' },
      schema: tagged({
        summary: 'Signs in; 403 EMAIL_NOT_VERIFIED for an unconfirmed account, 429 while throttled',
        body: ZLoginBody,
        response: { 200: ZLoginResponse, 403: ZApiError, 422: ZApiError, 429: ZApiError },
      }),
    },
    async (request) => service.login(deps(request), request.body, request.ip),
  );

  app.post(
    '/user/logout',
    {
      config: { access: 'public' },
      schema: signedIn({
        summary: 'Ends the session of the bearer token; its token is refused from now on',
        response: { 200: ZMessage },
      }),
    },
    async (request) => service.logout(deps(request), request.user?.claims ?? null),
  );

  app.post('/user/forgot-password', mailing('a password reset mail'), async (request) =>
    service.forgotPassword(deps(request), request.body),
  );

  app.post(
    '/user/reset-password',
    {
      config: { access: 'public' },
      schema: tagged({
        summary: 'Sets a new password with the token from the reset mail and ends every session',
        body: ZResetPasswordBody,
        response: { 200: ZMessage, 422: ZApiError },
      }),
    },
    async (request) => service.resetPassword(deps(request), request.body),
  );

  app.get(
    '/user/me',
    {
      config: { access: 'authenticated' },
      schema: signedIn({
        summary: 'The signed-in user and their ability rules',
        response: { 200: ZSession, 401: ZApiError },
      }),
    },
    async (request) => sessionFor(request.user!),
  );
};

export default authRoutes;
