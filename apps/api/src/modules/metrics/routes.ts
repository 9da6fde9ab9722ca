import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/errors';
import { METRICS_CONTENT_TYPE } from '../../lib/metrics';
import { businessGauges } from './service';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so neither the token's length nor its first wrong character shows in the timing. */
function holdsToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Prometheus metrics for the operator's scraper, behind METRICS_TOKEN; without the token the route
 * does not exist. Public to the account system (a scraper holds no account) and left out of the
 * OpenAPI documentation, which describes the API couples and guests use.
 */
const metricsRoutes: FastifyPluginAsync = async (app) => {
  const token = app.config.metricsToken;
  if (!token) return;
  app.metrics.collect(() => businessGauges(app.db));

  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!holdsToken(request, token)) {
      void reply.header('www-authenticate', 'Bearer');
      throw unauthorized();
    }
    return reply
      .header('content-type', METRICS_CONTENT_TYPE)
      .header('cache-control', 'no-store')
      .send(await app.metrics.render());
  });
};

export default metricsRoutes;
