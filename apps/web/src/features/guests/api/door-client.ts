import { CHECK_IN_CODES, USHER_PIN_HEADER, USHER_TOKEN_HEADER } from '@undangin/shared/guests/schemas';
import { http } from '../../../lib/http';
import { createApiClient, type THttpClient } from '../../../lib/http-client';
import { GUESTS_KEY } from './get-guests';

/**
 * Who works the door: the owner (signed in, one of their invitations) or an usher holding an access
 * link (no account, the link's secret and maybe a PIN). The check-in calls are the same for both;
 * only the address and the credentials differ.
 */
export type TDoorTarget =
  { kind: 'owner'; invitationId: string } | { kind: 'usher'; token: string; pin: string | null };

/**
 * Ushers have no session, so their calls skip the app client's 401 handling (which would send them to
 * the login page); a refused access is shown on the check-in screen instead.
 */
const usherHttp: THttpClient = createApiClient();

export function doorClient(target: TDoorTarget): { client: THttpClient; headers: Record<string, string> } {
  if (target.kind === 'owner') return { client: http, headers: {} };
  return {
    client: usherHttp,
    headers: {
      [USHER_TOKEN_HEADER]: target.token,
      ...(target.pin ? { [USHER_PIN_HEADER]: target.pin } : {}),
    },
  };
}

/** The path of a door call: under the invitation for the owner, under /usher for an usher. */
export function doorPath(
  target: TDoorTarget,
  path: '' | '/lookup' | '/guests' | '/summary' | '/walk-in',
): string {
  return target.kind === 'owner'
    ? `/invitations/${encodeURIComponent(target.invitationId)}/check-in${path}`
    : `/usher${path || '/check-in'}`;
}

export const doorKey = (target: TDoorTarget) =>
  [...GUESTS_KEY, 'door', target.kind === 'owner' ? target.invitationId : `usher:${target.token}`] as const;

/** The usher's link no longer opens the door (revoked by the owner): no later call can succeed. */
export function isUsherAccessRevoked(error: unknown): boolean {
  const data = (error as { response?: { status?: number; data?: { code?: unknown } } } | null)?.response;
  return data?.status === 401 && data.data?.code === CHECK_IN_CODES.usherAccessRevoked;
}
