import type { TSession } from '@undangin/shared/auth/schemas';

let fresh: { token: string; session: TSession } | null = null;

/** The session login just received, so the session refresh does not ask GET /user/me for it again. */
export function rememberFreshSession(token: string, session: TSession): void {
  fresh = { token, session };
}

export function freshSessionFor(token: string | null): TSession | undefined {
  return token && fresh?.token === token ? fresh.session : undefined;
}
