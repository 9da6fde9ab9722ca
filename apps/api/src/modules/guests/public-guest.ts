import { and, count, eq, inArray } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { TDbOrTx } from '../../db/client';
import { guests, invitations } from '../../db/schema';
import type { TGuestResolver, TPublicGuest } from '../rsvp-wishes/guest-resolver';
import { checkInAllowedFor } from './limits';
import { personalLink } from './presenter';

/** The QR a guest shows at the door: their personal link, so a phone camera opens the invitation too. */
export function checkInQrSvg(link: string): Promise<string> {
  return QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
}

/**
 * How the public page learns who a personal code belongs to: the guest's name, salutation, quota and
 * sessions, and the check-in QR when the invitation's package includes check-in.
 */
export function createGuestResolver(appUrl: string): TGuestResolver {
  return {
    async findByCode(
      db: TDbOrTx,
      invitationId: string,
      code: string,
    ): Promise<(TPublicGuest & { qrSvg?: string }) | null> {
      const [row] = await db
        .select({
          id: guests.id,
          code: guests.code,
          name: guests.name,
          salutation: guests.salutation,
          quota: guests.quota,
          invitedEventIds: guests.invitedEventIds,
          slug: invitations.slug,
          createdAt: invitations.createdAt,
        })
        .from(guests)
        .innerJoin(invitations, eq(invitations.id, guests.invitationId))
        .where(and(eq(guests.invitationId, invitationId), eq(guests.code, code)));
      if (!row) return null;
      const guest: TPublicGuest = {
        id: row.id,
        code: row.code,
        name: row.name,
        salutation: row.salutation,
        quota: row.quota,
        invitedEventIds: row.invitedEventIds,
      };
      if (!(await checkInAllowedFor(db, { id: invitationId, createdAt: row.createdAt }))) return guest;
      return { ...guest, qrSvg: await checkInQrSvg(personalLink(appUrl, row.slug, row.code)) };
    },

    async countByInvitation(db: TDbOrTx, invitationIds: string[]): Promise<Map<string, number>> {
      if (invitationIds.length === 0) return new Map();
      const rows = await db
        .select({ invitationId: guests.invitationId, n: count() })
        .from(guests)
        .where(inArray(guests.invitationId, invitationIds))
        .groupBy(guests.invitationId);
      return new Map(rows.map((row) => [row.invitationId, Number(row.n)]));
    },
  };
}
