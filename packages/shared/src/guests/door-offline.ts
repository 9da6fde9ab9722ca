import { z } from 'zod';
import { ZTimestamp } from '../fields';
import { ZUsherGiftCreate } from '../gift-book/schemas';
import { ZCheckInById, ZCheckInGuest, ZWalkIn } from './schemas';

/**
 * The usher app offline (issue 18 part 1): once opened online it keeps its invitation's door list on the
 * phone, lets the usher check guests in, add walk-ins, hand out souvenirs and note gifts without signal,
 * and sends what it queued when the network returns. The server settles what several ushers did.
 */

export const DOOR_SYNC_LIMITS = {
  /** Operations per sync request; a longer queue is sent in turns. */
  operations: 200,
  /** How far back an operation's own time is believed; older (or future) times become the server's. */
  pastMs: 2 * 24 * 60 * 60 * 1000,
} as const;

/**
 * The secret of an usher's link (/check-in/<token>), as the server hands it out: base64url. Anything
 * else opens nothing, wherever a token comes in (the header of the door's calls, the app's manifest).
 */
export const ZUsherToken = z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, 'Tautan penerima tamu tidak valid');

/** A session of the invitation as the door shows it: "Akad Nikah, 14 Juni". */
export const ZDoorSession = z.object({
  id: z.string(),
  name: z.string(),
  /** YYYY-MM-DD, in the event's own time zone. */
  date: z.string().nullable(),
  startTime: z.string().nullable(),
});
export type TDoorSession = z.infer<typeof ZDoorSession>;

/** A guest on the phone's list: what the door shows, and a hash of the personal code, never the code. */
export const ZRosterGuest = ZCheckInGuest.extend({
  /** SHA-256 hex of `doorCodeHashInput(invitationId, code)`; null for a walk-in, who holds no QR. */
  codeHash: z.string().nullable(),
});
export type TRosterGuest = z.infer<typeof ZRosterGuest>;

/** GET /api/usher/roster: the whole door list of the usher's invitation, for the phone to keep. */
export const ZUsherRoster = z.object({
  usherName: z.string(),
  invitation: z.object({ id: z.string(), title: z.string(), slug: z.string() }),
  checkInAllowed: z.boolean(),
  sessions: z.array(ZDoorSession),
  guests: z.array(ZRosterGuest),
  /** When the server read the list: the phone shows how fresh its copy is. */
  at: ZTimestamp,
});
export type TUsherRoster = z.infer<typeof ZUsherRoster>;

/** Every queued operation: an id the phone made (a replay is answered from the first result) and its own time. */
const operation = {
  id: z.uuid('ID operasi tidak valid'),
  at: z.iso.datetime({ offset: true, error: 'Waktu operasi tidak valid' }),
};

/**
 * Letting a guest (or members of a household) in. Offline the usher cannot be asked about the quota by
 * the server: more people than the quota are recorded and flagged, never lost.
 */
export const ZDoorCheckInOperation = ZCheckInById.omit({ confirmOverQuota: true }).extend({
  ...operation,
  type: z.literal('check-in'),
  guestId: z.uuid('ID tamu tidak valid'),
});

/** A guest not on the list; the phone makes the new guest's id, so later operations can name them. */
export const ZDoorWalkInOperation = ZWalkIn.extend({
  ...operation,
  type: z.literal('walk-in'),
  guestId: z.uuid('ID tamu tidak valid'),
});

export const ZDoorSouvenirOperation = z.object({
  ...operation,
  type: z.literal('souvenir'),
  guestId: z.uuid('ID tamu tidak valid'),
});

export const ZDoorGiftOperation = ZUsherGiftCreate.extend({ ...operation, type: z.literal('gift') });

export const ZDoorOperation = z.discriminatedUnion(
  'type',
  [ZDoorCheckInOperation, ZDoorWalkInOperation, ZDoorSouvenirOperation, ZDoorGiftOperation],
  { error: 'Jenis operasi tidak dikenal' },
);
export type TDoorOperation = z.input<typeof ZDoorOperation>;
export type TDoorOperationType = z.infer<typeof ZDoorOperation>['type'];

/** POST /api/usher/sync: what the phone queued, in the order the usher did it. */
export const ZDoorSync = z.object({
  operations: z
    .array(ZDoorOperation)
    .min(1, 'Tidak ada yang dikirim')
    .max(DOOR_SYNC_LIMITS.operations, `Maksimal ${DOOR_SYNC_LIMITS.operations} operasi sekaligus`),
});
export type TDoorSync = z.input<typeof ZDoorSync>;

/**
 * How the server settled one operation: done; already done by someone (a guest let in twice counts once,
 * the message says when and by whom); done but flagged (more people than the quota); or refused (the
 * guest is not on this invitation's list, the package has no check-in, the input is wrong).
 */
export const DOOR_SETTLEMENTS = ['done', 'already', 'flagged', 'refused'] as const;
export type TDoorSettlement = (typeof DOOR_SETTLEMENTS)[number];

export const ZDoorSyncResult = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      status: z.enum(DOOR_SETTLEMENTS),
      /** An Indonesian sentence for the usher: "Budi sudah check-in 14/06 pukul 10.42 WIB oleh Mas Joko." */
      message: z.string(),
      /** The guest as the server now holds them; null when refused before a guest was found. */
      guest: ZCheckInGuest.nullable(),
    }),
  ),
});
export type TDoorSyncResult = z.infer<typeof ZDoorSyncResult>;
