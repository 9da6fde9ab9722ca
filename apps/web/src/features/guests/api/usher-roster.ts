import type { TUsherRoster } from '@undangin/shared/guests/door-offline';
import { isHttpError } from '../../../lib/http-client';
import { doorClient, type TDoorTarget } from './door-client';

/** The door list as fetched, with its version for the next ask. */
export type TFetchedRoster = { roster: TUsherRoster; etag: string | null };

/**
 * GET /api/usher/roster: the whole door list of the usher's invitation, for the phone to keep. With the
 * version of the list the phone holds, null when the server has nothing newer (a 304, no bytes).
 */
export async function getUsherRoster(
  target: TDoorTarget & { kind: 'usher' },
  etag: string | null,
): Promise<TFetchedRoster | null> {
  const { client, headers } = doorClient(target);
  try {
    const response = await client.get<TUsherRoster>('/usher/roster', {
      headers: etag ? { ...headers, 'If-None-Match': etag } : headers,
    });
    return { roster: response.data, etag: response.headers.etag ?? null };
  } catch (error) {
    if (isHttpError(error) && error.response?.status === 304) return null;
    throw error;
  }
}
