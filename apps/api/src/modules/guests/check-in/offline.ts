import { createHash } from 'node:crypto';
import {
  arrivalAt,
  CHECK_IN_CODES,
  DOOR_SYNC_LIMITS,
  doorCodeHashInput,
  eventLabel,
  ZDoorSync,
  type TCheckInGuest,
  type TDoorSettlement,
  type TDoorSync,
  type TDoorSyncResult,
  type TUsherRoster,
  type ZDoorOperation,
} from '@undangin/shared';
import type { z } from 'zod';
import { isUniqueViolation } from '../../../db/errors';
import type { TEventBus } from '../../../plugins/events';
import { AppError } from '../../../lib/errors';
import { recordAtDoor } from '../gift-book/service';
import { checkInAllowedFor, exceedsQuota } from '../limits';
import { contentOf, toCheckInGuest } from '../presenter';
import * as repo from './repository';
import {
  alreadyCheckedIn,
  arrivalIn,
  arrive,
  firstSessionId,
  giveSouvenir,
  hasMembersOutside,
  memberAlreadyIn,
  sessionFor,
  walkIn,
  zoneOf,
  type TArrivalInput,
  type TDoorContext,
} from './service';
import { invitationTitle } from './ushers';

/**
 * The usher app offline (issue 18 part 1): the door list a phone keeps, and the settling of what it
 * queued. Every operation goes through the door's own steps (arrive, walkIn, giveSouvenir, the gift
 * book's recordAtDoor), so the rules online and offline are one.
 */

/** The door of one usher: the sync is theirs alone (the owner's screen is always online). */
export type TUsherDoor = TDoorContext & { actor: { usherId: string; name: string } };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export async function roster(ctx: TUsherDoor): Promise<TUsherRoster> {
  const [guests, checkInAllowed] = await Promise.all([
    repo.rosterArrivals(ctx.db, ctx.invitation.id),
    checkInAllowedFor(ctx.db, ctx.invitation),
  ]);
  return {
    usherName: ctx.actor.name,
    invitation: {
      id: ctx.invitation.id,
      title: invitationTitle(ctx.invitation),
      slug: ctx.invitation.slug,
    },
    checkInAllowed,
    sessions: (contentOf(ctx.invitation).events ?? []).map((event) => ({
      id: event.id,
      name: eventLabel(event),
      date: event.date ?? null,
      startTime: event.startTime ?? null,
    })),
    guests: guests.map((guest) => ({
      ...toCheckInGuest(guest),
      // A walk-in holds no QR: nothing to match a scan against.
      codeHash: guest.walkIn ? null : sha256(doorCodeHashInput(ctx.invitation.id, guest.code)),
    })),
    at: ctx.now.toISOString(),
  };
}

/**
 * The list's version, for a phone that already holds it (`If-None-Match`): everything in it but the time
 * it was read. The phone asks every minute and whenever the totals move; an unchanged list is then a
 * 304 of no bytes instead of about 65 KB of gzip per 1,000 guests over a venue's weak signal.
 */
export function rosterTag(roster: TUsherRoster): string {
  const { at: _at, ...content } = roster;
  return `W/"${createHash('sha256').update(JSON.stringify(content)).digest('base64url')}"`;
}

type TOperation = z.infer<typeof ZDoorOperation>;
type TSettled = { status: TDoorSettlement; message: string; guestId: string | null };

const NOT_ON_LIST = 'Tamu tidak ditemukan di daftar undangan ini.';
const ID_TAKEN = 'ID tamu baru ini sudah dipakai tamu lain.';

/** The operation's own time when it is believable (not ahead of the server, not too long ago), else now. */
function operationTime(at: string, now: Date): Date {
  const time = new Date(at);
  const age = now.getTime() - time.getTime();
  return age >= 0 && age <= DOOR_SYNC_LIMITS.pastMs ? time : now;
}

/** A door step's refusal as the sync reports it: done by someone already, or refused with its sentence. */
function settlementOf(err: AppError): { status: TDoorSettlement; message: string } {
  const code = err.options.code;
  if (code === CHECK_IN_CODES.alreadyCheckedIn || code === CHECK_IN_CODES.souvenirGiven) {
    return { status: 'already', message: err.message };
  }
  if (err.statusCode === 404) return { status: 'refused', message: NOT_ON_LIST };
  const first = Object.values(err.options.errors ?? {})[0]?.[0];
  return { status: 'refused', message: first ?? err.message };
}

/**
 * Letting in, offline: the usher could not be asked about the quota, so more people are recorded and
 * flagged. Members another usher let in meanwhile are not counted again; the others come in.
 */
async function checkIn(ctx: TUsherDoor, op: Extract<TOperation, { type: 'check-in' }>): Promise<TSettled> {
  // Held until the operation commits: another sync (or the online door) waits, then reads this arrival.
  const guest = await repo.findArrival(ctx.db, ctx.invitation.id, { id: op.guestId }, { lock: true });
  if (!guest) return { status: 'refused', message: NOT_ON_LIST, guestId: null };
  const zone = zoneOf(ctx.invitation);
  const session = sessionFor(ctx.invitation, op.eventId);
  const arrival = arrivalIn(ctx.invitation, guest, session);
  if (arrival && !hasMembersOutside(guest, arrival)) {
    return {
      status: 'already',
      message: alreadyCheckedIn(guest.name, arrival, zone).message,
      guestId: guest.id,
    };
  }
  let input: TArrivalInput = {
    pax: op.pax,
    memberIds: op.memberIds,
    eventId: op.eventId,
    confirmOverQuota: true,
  };
  const notices: string[] = [];
  if (op.memberIds) {
    const inside = new Map((arrival?.members ?? []).map((record) => [record.id, record]));
    const ticked = [...new Set(op.memberIds)];
    const again = ticked.filter((id) => inside.has(id));
    for (const id of again) {
      const name = guest.members.find((member) => member.id === id)?.name ?? id;
      notices.push(memberAlreadyIn(name, inside.get(id)!, zone).message);
    }
    const left = ticked.filter((id) => !inside.has(id));
    if (left.length === 0) return { status: 'already', message: notices.join(' '), guestId: guest.id };
    input = { ...input, memberIds: left, pax: op.pax - again.length };
  }
  const result = await arrive(ctx, guest, input);
  const here = arrivalAt(result.guest, session, firstSessionId(ctx.invitation));
  const flagged = exceedsQuota(here?.pax ?? 0, guest.quota);
  const quota = flagged ? [`Melebihi kuota ${guest.quota} orang; pemilik undangan diberi tahu.`] : [];
  return {
    status: flagged ? 'flagged' : 'done',
    message: [result.message, ...quota, ...notices].join(' '),
    guestId: guest.id,
  };
}

async function settle(ctx: TUsherDoor, op: TOperation): Promise<TSettled> {
  switch (op.type) {
    case 'check-in':
      return checkIn(ctx, op);
    case 'walk-in': {
      if (await repo.guestIdTaken(ctx.db, op.guestId)) {
        return { status: 'refused', message: ID_TAKEN, guestId: null };
      }
      const result = await walkIn(ctx, op, op.guestId);
      return { status: 'done', message: result.message, guestId: result.guest.id };
    }
    case 'souvenir': {
      const result = await giveSouvenir(ctx, op.guestId);
      return { status: 'done', message: result.message, guestId: result.guest.id };
    }
    case 'gift': {
      const entry = await recordAtDoor(
        {
          db: ctx.db,
          now: ctx.now,
          invitationId: ctx.invitation.id,
          usher: { id: ctx.actor.usherId, name: ctx.actor.name },
        },
        op,
      );
      const what = entry.kind === 'hadiah' ? 'Hadiah' : 'Amplop';
      return { status: 'done', message: `${what} dari ${entry.name} tercatat.`, guestId: op.guestId };
    }
  }
}

/** The guest an operation names, as the server holds them now; null when not on this invitation. */
async function guestNow(ctx: TUsherDoor, guestId: string | null): Promise<TCheckInGuest | null> {
  if (!guestId) return null;
  const guest = await repo.findArrival(ctx.db, ctx.invitation.id, { id: guestId });
  return guest ? toCheckInGuest(guest) : null;
}

type TSyncItem = TDoorSyncResult['results'][number];

async function replayed(ctx: TUsherDoor, stored: repo.TDoorOperationRow): Promise<TSyncItem> {
  if (stored.invitationId !== ctx.invitation.id) {
    return { id: stored.id, status: 'refused', message: 'ID operasi ini sudah dipakai.', guest: null };
  }
  return {
    id: stored.id,
    status: stored.status,
    message: stored.message,
    guest: await guestNow(ctx, stored.guestId),
  };
}

/**
 * One operation in its own transaction with its replay row: both are kept or neither. Events wait for
 * the commit, so a greeting screen never greets an arrival that was rolled back.
 */
async function settleOnce(door: TUsherDoor, op: TOperation): Promise<TSyncItem> {
  const stored = await repo.findOperation(door.db, op.id);
  if (stored) return replayed(door, stored);
  const pending: (() => void)[] = [];
  const events: TEventBus = {
    emit: (name, payload) => {
      pending.push(() => door.events.emit(name, payload));
    },
    on: (name, handler) => door.events.on(name, handler),
  };
  let settled: TSettled;
  try {
    settled = await door.db.transaction(async (tx) => {
      const ctx: TUsherDoor = { ...door, db: tx, now: operationTime(op.at, door.now), events };
      let outcome: TSettled;
      try {
        // A savepoint: a refused step leaves nothing half written beside its replay row.
        outcome = await tx.transaction((step) => settle({ ...ctx, db: step }, op));
      } catch (err) {
        pending.length = 0;
        if (isUniqueViolation(err, 'guests_pkey')) {
          // A walk-in's id taken by another request between the check and the insert.
          outcome = { status: 'refused', message: ID_TAKEN, guestId: null };
        } else if (err instanceof AppError) {
          const known = await repo.findArrival(tx, door.invitation.id, { id: op.guestId });
          outcome = { ...settlementOf(err), guestId: known ? known.id : null };
        } else {
          throw err;
        }
      }
      await repo.insertOperation(tx, {
        id: op.id,
        invitationId: door.invitation.id,
        usherId: door.actor.usherId,
        type: op.type,
        ...outcome,
        createdAt: door.now,
      });
      return outcome;
    });
  } catch (err) {
    // The same operation sent twice at once: the other request settled it; answer as it did.
    if (!isUniqueViolation(err, 'door_operations_pkey')) throw err;
    return replayed(door, (await repo.findOperation(door.db, op.id))!);
  }
  for (const emit of pending) emit();
  return {
    id: op.id,
    status: settled.status,
    message: settled.message,
    guest: await guestNow(door, settled.guestId),
  };
}

/** Settles the phone's queue in order; one refused operation never stops the others. */
export async function sync(door: TUsherDoor, body: TDoorSync): Promise<TDoorSyncResult> {
  const { operations } = ZDoorSync.parse(body);
  const results: TSyncItem[] = [];
  for (const op of operations) results.push(await settleOnce(door, op));
  return { results };
}
