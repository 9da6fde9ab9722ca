import type { TTestUser } from './accounts';
import type { TTestContext } from './app';

/** Who calls: nobody, the user whose objects the request is about, another ordinary user, an administrator. */
export type TActor = 'anonymous' | 'owner' | 'other' | 'admin';

/** Owner last: a call that changes or deletes the object runs after everyone who must be refused. */
export const ACTORS: readonly TActor[] = ['anonymous', 'other', 'admin', 'owner'];

/** The accounts every row's request is built with; the matrix signs each actor in with a fresh token. */
export type TMatrixWorld = { ctx: TTestContext; owner: TTestUser; other: TTestUser; admin: TTestUser };

/** One concrete call: the URL with real ids (and query), the body, extra headers (e.g. multipart). */
export type TMatrixRequest = { url?: string; payload?: unknown; headers?: Record<string, string> };

export type TMatrixRow = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route exactly as registered, parameters included: '/api/notifications/:id/read'. */
  route: string;
  expect: Record<TActor, number>;
  /**
   * Creates what the call needs, owned by world.owner, and returns the call. It runs again before each
   * actor's call, so one actor's change (a delete, a publish) never decides another's answer. Without
   * it the call is the route itself, which then must have no parameters.
   */
  request?: (world: TMatrixWorld) => Promise<TMatrixRequest> | TMatrixRequest;
};

/** The same answer for everyone: public routes. */
export const everyone = (status: number): Record<TActor, number> => ({
  anonymous: status,
  owner: status,
  other: status,
  admin: status,
});

/** Any signed-in user, about their own data. */
export const signedIn = (status: number): Record<TActor, number> => ({ ...everyone(status), anonymous: 401 });

/** The owner's object: another user, and an administrator on a user's route, get 404 as if it did not exist. */
export const ownerOnly = (status: number): Record<TActor, number> => ({
  anonymous: 401,
  owner: status,
  other: 404,
  admin: 404,
});

/** Administrators' routes: an ordinary user gets 403. */
export const adminOnly = (status: number): Record<TActor, number> => ({
  anonymous: 401,
  owner: 403,
  other: 403,
  admin: status,
});
