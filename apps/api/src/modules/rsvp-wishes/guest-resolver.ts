import type { TDbOrTx } from '../../db/client';

/**
 * How the public page and the RSVP and wishes endpoints learn who a personal code belongs to. The
 * guests area owns guests and plugs its lookup in with setGuestResolver; until it does, no code is
 * known and every personal link shows the general page.
 */
export type TPublicGuest = {
  id: string;
  code: string;
  name: string;
  salutation: string | null;
  /** How many people the guest may bring, themselves included. */
  quota: number;
  /** The events of the content the guest is invited to; empty means every event. */
  invitedEventIds: string[];
  /** The check-in QR drawing (an SVG document) when the invitation's package includes check-in. */
  qrSvg?: string;
};

export type TGuestResolver = {
  findByCode: (db: TDbOrTx, invitationId: string, code: string) => Promise<TPublicGuest | null>;
  /** Guests per invitation, for administrators' lists and the dashboard. */
  countByInvitation: (db: TDbOrTx, invitationIds: string[]) => Promise<Map<string, number>>;
};

const NO_GUESTS: TGuestResolver = {
  findByCode: async () => null,
  countByInvitation: async () => new Map(),
};

let resolver: TGuestResolver = NO_GUESTS;

export function setGuestResolver(next: TGuestResolver): void {
  resolver = next;
}

export function guestResolver(): TGuestResolver {
  return resolver;
}

/** Personal codes are URL-safe; anything else is not a code and never reaches the database. */
export function isGuestCode(value: string): boolean {
  return /^[A-Za-z0-9_-]{8,100}$/.test(value);
}
