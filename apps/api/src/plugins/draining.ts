import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import type { TApiError } from '@undangin/shared';

/** How long a client is asked to wait: long enough for a load balancer to send it to another process. */
export const DRAINING_RETRY_SECONDS = 5;
export const DRAINING_MESSAGE = 'Server sedang dimulai ulang. Coba lagi dalam beberapa detik.';

/**
 * Shutting down without cutting anyone off. Once the app starts closing (SIGTERM), the listening socket
 * closes, so a load balancer's new connections go to another process, and Node closes the idle
 * keep-alive connections. A request already running finishes; its answer says `Connection: close`, so
 * no client keeps that connection open afterwards. A request that still arrives on an open connection
 * is answered 503 with Retry-After at once, in the one error shape, instead of Fastify's English one
 * (return503OnClosing is off in app.ts for that).
 */
const drainingPlugin: FastifyPluginAsync = async (app) => {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  // Callback hooks, not async ones: every request passes through both, and they seldom have work.
  app.addHook('onRequest', (request, reply, done) => {
    if (!draining) return done();
    request.log.info('refused while shutting down');
    // Written out here, not serialized: a route's own 503 schema (the readiness check's) must not reshape it.
    void reply
      .status(503)
      .headers({ 'retry-after': String(DRAINING_RETRY_SECONDS), connection: 'close' })
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ message: DRAINING_MESSAGE } satisfies TApiError));
  });
  app.addHook('onSend', (_request, reply, _payload, done) => {
    if (draining) void reply.header('connection', 'close');
    done();
  });
};

export default fp(drainingPlugin, { name: 'draining' });
