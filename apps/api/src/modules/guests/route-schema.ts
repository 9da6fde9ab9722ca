import { ZGuestIdParams, ZInvitationGuestsParams } from '@undangin/shared';
import { routeSchemas } from '../../lib/route-schema';

/** The owner's (or an administrator's) routes over an invitation's guests, as the abilities name them. */
export const READ = { access: { action: 'read', subject: 'guest' } } as const;
export const MANAGE = { access: { action: 'manage', subject: 'guest' } } as const;

/**
 * The schemas of one OpenAPI tag's signed-in routes: on an invitation's guest list (`:id`), on one
 * guest (`:guestId`), or elsewhere (`signedIn`); each route adds its summary, query, body and answers.
 */
export function ownerSchemas(tag: string) {
  const { signedIn, signedInOn } = routeSchemas(tag);
  return {
    signedIn,
    onInvitation: signedInOn(ZInvitationGuestsParams),
    onGuest: signedInOn(ZGuestIdParams),
  };
}
