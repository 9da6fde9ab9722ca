import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  abilityRulesFor,
  createAbility,
  SESSION_ENDED_MESSAGE,
  TOKEN_BLACKLISTED_MESSAGE,
  type TAction,
  type TAppAbility,
  type TSubject,
} from '@undangin/shared';
import { AppError, forbidden, unauthorized } from '../../lib/errors';
import type { TAccessClaims } from '../../lib/jwt';
import { findUserById, type TUserRow } from './repository';
import { createTokenDenylist, type TTokenDenylist } from './token-denylist';

/**
 * Who may call a route. Every /api route must say so (deny by default): 'public' for anonymous calls,
 * 'authenticated' for any signed-in user, or the ability it needs. Ownership is checked in services.
 */
export type TAccess = 'public' | 'authenticated' | { action: TAction; subject: TSubject };

export type TAuthUser = TUserRow & { claims: TAccessClaims };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: TAccess;
  }
  interface FastifyRequest {
    user: TAuthUser | null;
    ability: TAppAbility;
  }
  interface FastifyInstance {
    /** Every /api route with the access it declared: the authorization matrix reads it. */
    routeAccess: { method: string; url: string; access: TAccess }[];
    tokenDenylist: TTokenDenylist;
  }
}

const NO_RULES = createAbility([]);

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

/**
 * Authentication and the access every route declares: who calls (bearer token, denylist, account
 * state) and whether their role may. Part of the auth area, which owns accounts and tokens.
 */
const authPlugin: FastifyPluginAsync = async (app) => {
  app.decorate('tokenDenylist', createTokenDenylist(app.db, app.redis, app.config.redisPrefix));
  app.decorateRequest('user', null);
  app.decorateRequest('ability', null as unknown as TAppAbility);
  app.decorate('routeAccess', []);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((m) => m === 'HEAD' || m === 'OPTIONS')) return;
    let access = route.config?.access;
    if (!access && route.url.startsWith('/api/docs')) access = 'public';
    if (!access) throw new Error(`Route ${methods.join(',')} ${route.url} does not declare config.access`);
    route.config = { ...route.config, access };
    for (const method of methods) app.routeAccess.push({ method, url: route.url, access });
  });

  /** Resolves the caller from the bearer token; null when there is none or it is not ours. */
  async function authenticate(request: FastifyRequest): Promise<TAuthUser | null> {
    const token = bearerToken(request);
    if (!token) return null;
    const claims = await app.jwt.verify(token);
    if (!claims) throw unauthorized('Sesi tidak valid. Silakan masuk kembali.');
    if (await app.tokenDenylist.has(claims.jti)) throw new AppError(401, TOKEN_BLACKLISTED_MESSAGE);
    const user = await findUserById(app.db, claims.sub);
    if (!user || user.status !== 'active' || claims.iatMs < user.tokensValidAfter.getTime()) {
      throw new AppError(401, SESSION_ENDED_MESSAGE);
    }
    return { ...user, claims };
  }

  async function authorize(request: FastifyRequest, access: TAccess): Promise<void> {
    if (access === 'public') {
      // Public routes still see a valid caller (e.g. logout), but never fail for a bad token.
      request.user = await authenticate(request).catch(() => null);
    } else {
      request.user = await authenticate(request);
      if (!request.user) throw unauthorized();
    }
    if (request.user) {
      const ability = createAbility(abilityRulesFor(request.user.role));
      request.ability = ability;
      if (typeof access === 'object' && !ability.can(access.action, access.subject)) throw forbidden();
    }
  }

  // A callback hook that goes asynchronous only for a caller with a token: the guests' pages, the
  // dashboard's files and anonymous calls to public routes pass without a promise of their own.
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config.access;
    request.ability = NO_RULES;
    if (!access) return done(); // not an /api route: static files and public pages
    if (access === 'public' && !request.headers.authorization) return done();
    void authorize(request, access).then(() => done(), done);
  });
};

export default fp(authPlugin, { name: 'auth', dependencies: ['core'] });
