import { http } from './http';
import type { THttpConfig } from './http-client';

/** The API address of what belongs to one invitation: its guests, ushers, package, media or wishes. */
export function invitationApi(invitationId: string, path: string): string {
  return `/invitations/${encodeURIComponent(invitationId)}/${path}`;
}

/** Sends a change to one of an invitation's addresses and answers what the API made of it. */
export async function sendToInvitation<TAnswer>(
  method: 'post' | 'put',
  invitationId: string,
  path: string,
  body: unknown,
  config?: THttpConfig,
): Promise<TAnswer> {
  const { data } = await http[method]<TAnswer>(invitationApi(invitationId, path), body, config);
  return data;
}
