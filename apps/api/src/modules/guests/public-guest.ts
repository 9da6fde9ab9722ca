import QRCode from 'qrcode';
import type { TGuestMember, TPageLanguage } from '@undangin/shared';
import type { TDbOrTx } from '../../db/client';
import { checkInAllowedFor } from './limits';
import { personalLink } from './presenter';
import { findGuestByCode } from './repository';

/** Who a personal code belongs to, as the public page and the RSVP and wishes forms see them. */
export type TPublicGuest = {
  id: string;
  code: string;
  name: string;
  salutation: string | null;
  /** How many people the guest may bring, themselves included. */
  quota: number;
  /** The events of the content the guest is invited to; empty means every event. */
  invitedEventIds: string[];
  /** A household's members, who answer one by one; empty for one person. */
  members: TGuestMember[];
  /** The page language the guest's link opens in; null or absent: the invitation's own. */
  language?: TPageLanguage | null;
  /** The check-in QR drawing (an SVG document) when the invitation's package includes check-in. */
  qrSvg?: string;
};

/** The QR a guest shows at the door: their personal link, so a phone camera opens the invitation too. */
function checkInQrSvg(link: string): Promise<string> {
  return QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
}

/** The guest of a personal code on one invitation, for the forms; null for an unknown code. */
export async function findGuestOfCode(
  db: TDbOrTx,
  invitationId: string,
  code: string,
): Promise<TPublicGuest | null> {
  const row = await findGuestByCode(db, invitationId, code);
  if (!row) return null;
  const { slug: _slug, createdAt: _createdAt, ...guest } = row;
  return guest;
}

/**
 * The guest of a personal code as their page shows them: name, salutation, quota and sessions, and the
 * check-in QR when the invitation's package includes check-in; null for an unknown code.
 */
export async function findPublicGuest(
  db: TDbOrTx,
  appUrl: string,
  invitationId: string,
  code: string,
): Promise<TPublicGuest | null> {
  const row = await findGuestByCode(db, invitationId, code);
  if (!row) return null;
  const { slug, createdAt, ...guest } = row;
  if (!(await checkInAllowedFor(db, { id: invitationId, createdAt }))) return guest;
  return { ...guest, qrSvg: await checkInQrSvg(personalLink(appUrl, slug, row.code, row.language)) };
}
