/** The API address of what belongs to one invitation: its guests, ushers, package, media or wishes. */
export function invitationApi(invitationId: string, path: string): string {
  return `/invitations/${encodeURIComponent(invitationId)}/${path}`;
}
