import { z } from 'zod';
import { ZTimestamp } from '../fields';
import { listOf } from '../list-query';
import { line } from './line';

/**
 * Layar Sapa (issue 18 part 2): the greeting screen at the venue. The couple makes a secret link per
 * screen (a TV or a projector), shown once and revocable like an usher's; the screen greets each guest
 * as they are checked in and shows the approved wishes and the couple's photos between arrivals.
 */

export const SCREEN_LIMITS = {
  name: 60,
  /** Links an invitation keeps open at once: a hall has a few screens, not hundreds. */
  linksPerInvitation: 20,
  /** Screens one link may hold open at once (across every API process). */
  streamsPerLink: 5,
  /** The newest approved wishes the wall shows. */
  wallWishes: 30,
} as const;

export const ZScreenLinkCreate = z.object({
  name: line('Nama layar', SCREEN_LIMITS.name).refine((v) => v.length > 0, 'Nama layar wajib diisi'),
});
export type TScreenLinkCreate = z.input<typeof ZScreenLinkCreate>;

export const ZScreenLink = z.object({
  id: z.string(),
  name: z.string(),
  lastSeenAt: ZTimestamp.nullable(),
  revokedAt: ZTimestamp.nullable(),
  createdAt: ZTimestamp,
});
export type TScreenLink = z.infer<typeof ZScreenLink>;

export const ZScreenLinkList = listOf(ZScreenLink);

/** The secret is shown once, when the link is made. */
export const ZScreenLinkCreated = z.object({ screen: ZScreenLink, link: z.string() });
export type TScreenLinkCreated = z.infer<typeof ZScreenLinkCreated>;

export const ZScreenIdParams = z.object({ screenId: z.uuid('ID layar tidak valid') });

/** Where a screen link opens: the page, and beside it the stream of its updates. */
export const SCREEN_PATH = '/layar';

/* What the screen's page and stream carry: names and wishes, nothing else of the guests. */

/** One arriving guest as the screen greets them. */
export type TScreenGreeting = { guestId: string; salutation: string | null; name: string };

type TScreenWish = { id: string; name: string; message: string };

/** What the screen shows between arrivals. */
export type TScreenWall = { wishes: TScreenWish[]; photos: string[] };
