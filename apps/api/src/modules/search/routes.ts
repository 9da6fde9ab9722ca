import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSearchQuery, ZSearchResponse } from '@undangin/shared';
import { routeSchemas } from '../../lib/route-schema';
import { SEARCH_PROVIDERS } from './providers';

const PER_AREA = 5;
const { signedIn } = routeSchemas('search');

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      config: { access: 'authenticated' },
      schema: signedIn({ querystring: ZSearchQuery, response: { 200: ZSearchResponse } }),
    },
    async (request) => {
      const ctx = { db: app.db, user: request.user!, q: request.query.q, limit: PER_AREA };
      const groups = await Promise.all(SEARCH_PROVIDERS.map((search) => search(ctx)));
      return { results: groups.flat() };
    },
  );
};

export default searchRoutes;
