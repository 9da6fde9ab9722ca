import {
  CHECK_IN_CODES,
  TIME_ZONE_OFFSET_MINUTES,
  firstEvent,
  type TCheckInGuest,
  type TCheckInResult,
  type TCheckInSummary,
  type TTimeZone,
  type TWalkIn,
  ZWalkIn,
} from '@undangin/shared';
import type { TDb } from '../../../db/client';
import { AppError, invalid, notFound } from '../../../lib/errors';
import { notify } from '../../notifications/service';
import { codeFromScan, newGuestCode } from '../codes';
import { assertRoomForOne, checkInAllowedFor, checkInNotAllowedError, exceedsQuota } from '../limits';
import { contentOf, toCheckInGuest } from '../presenter';
import * as guestsRepo from '../repository';
import * as repo from './repository';

/**
 * Checking guests in at the door, for the owner and for ushers alike: the caller is described by who
 * they are (an usher's access or the owner), and every arrival records it.
 */

export type TDoorActor = { usherId: string | null; name: string };
export type TDoorContext = { db: TDb; now: Date; invitation: guestsRepo.TInvitationRef; actor: TDoorActor };

function zoneOf(invitation: guestsRepo.TInvitationRef): TTimeZone {
  return firstEvent(contentOf(invitation).events ?? [])?.timeZone ?? 'WIB';
}

/** "14/06 pukul 18.05 WIB" in the event's own time zone, as the usher at that venue reads clocks. */
function doorTime(date: Date, zone: TTimeZone): string {
  const local = new Date(date.getTime() + TIME_ZONE_OFFSET_MINUTES[zone] * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(local.getUTCDate())}/${pad(local.getUTCMonth() + 1)} pukul ${pad(local.getUTCHours())}.${pad(local.getUTCMinutes())} ${zone}`;
}

function alreadyCheckedIn(guest: guestsRepo.TGuestRow, zone: TTimeZone): AppError {
  const when = guest.checkedInAt ? doorTime(guest.checkedInAt, zone) : '';
  const who = guest.checkedInByName ? ` oleh ${guest.checkedInByName}` : '';
  return new AppError(409, `${guest.name} sudah check-in ${when}${who}.`, {
    code: CHECK_IN_CODES.alreadyCheckedIn,
  });
}

async function assertAllowed(ctx: TDoorContext): Promise<void> {
  if (!(await checkInAllowedFor(ctx.db, ctx.invitation))) throw checkInNotAllowedError();
}

async function arrive(
  ctx: TDoorContext,
  guest: repo.TArrivalRow,
  input: { pax: number; confirmOverQuota?: boolean },
): Promise<TCheckInResult> {
  await assertAllowed(ctx);
  const zone = zoneOf(ctx.invitation);
  if (guest.checkedInAt) throw alreadyCheckedIn(guest, zone);
  const overQuota = exceedsQuota(input.pax, guest.quota);
  if (overQuota && !input.confirmOverQuota) {
    throw new AppError(
      409,
      `${guest.name} datang ${input.pax} orang, melebihi kuota ${guest.quota} orang. Konfirmasi bila tetap ingin dicatat.`,
      { code: CHECK_IN_CODES.overQuota },
    );
  }
  const updated = await repo.checkIn(ctx.db, {
    invitationId: ctx.invitation.id,
    guestId: guest.id,
    pax: input.pax,
    now: ctx.now,
    usherId: ctx.actor.usherId,
    byName: ctx.actor.name,
  });
  if (!updated) {
    const current = await repo.findArrival(ctx.db, ctx.invitation.id, { id: guest.id });
    throw current ? alreadyCheckedIn(current, zone) : notFound('Tamu tidak ditemukan');
  }
  if (overQuota) {
    await notify(ctx.db, ctx.invitation.userId, {
      type: 'guests.over-quota',
      title: 'Tamu melebihi kuota saat check-in',
      body: `${guest.name} datang ${input.pax} orang (kuota ${guest.quota}), dicatat oleh ${ctx.actor.name}.`,
      link: `/guests/check-in?invitation=${ctx.invitation.id}`,
    });
  }
  return {
    guest: toCheckInGuest({ ...updated, rsvpPax: guest.rsvpPax }),
    message: `${guest.name} tercatat hadir, ${input.pax} orang.`,
  };
}

export async function checkInById(
  ctx: TDoorContext,
  guestId: string,
  input: { pax: number; confirmOverQuota?: boolean },
): Promise<TCheckInResult> {
  const guest = await repo.findArrival(ctx.db, ctx.invitation.id, { id: guestId });
  if (!guest) throw notFound('Tamu tidak ditemukan');
  return arrive(ctx, guest, input);
}

export async function checkInByCode(
  ctx: TDoorContext,
  input: { code: string; pax: number; confirmOverQuota?: boolean },
): Promise<TCheckInResult> {
  const code = codeFromScan(input.code);
  if (!code) throw invalid({ code: ['Kode QR ini bukan kode tamu Undangin'] });
  const guest = await repo.findArrival(ctx.db, ctx.invitation.id, { code });
  if (!guest) throw notFound('Kode ini bukan tamu undangan ini. Pastikan QR dari undangan yang benar.');
  return arrive(ctx, guest, input);
}

export async function lookupByCode(ctx: TDoorContext, scanned: string): Promise<TCheckInGuest> {
  const code = codeFromScan(scanned);
  if (!code) throw invalid({ code: ['Kode QR ini bukan kode tamu Undangin'] });
  const guest = await repo.findArrival(ctx.db, ctx.invitation.id, { code });
  if (!guest) throw notFound('Kode ini bukan tamu undangan ini. Pastikan QR dari undangan yang benar.');
  return toCheckInGuest(guest);
}

export async function searchGuests(ctx: TDoorContext, q: string): Promise<TCheckInGuest[]> {
  return (await repo.searchArrivals(ctx.db, ctx.invitation.id, q.trim(), 20)).map(toCheckInGuest);
}

/** A guest nobody listed, added at the door and checked in at once. */
export async function walkIn(ctx: TDoorContext, body: TWalkIn): Promise<TCheckInResult> {
  await assertAllowed(ctx);
  const input = ZWalkIn.parse(body);
  const row = await ctx.db.transaction(async (tx) => {
    const invitation = (await guestsRepo.lockInvitation(tx, ctx.invitation.id))!;
    await assertRoomForOne(tx, invitation);
    if (input.phone && (await guestsRepo.findGuestByPhone(tx, invitation.id, input.phone))) {
      throw invalid({ phone: ['Nomor ini sudah terdaftar; cari tamu itu dengan namanya'] });
    }
    const [inserted] = await guestsRepo.insertGuests(tx, [
      {
        invitationId: invitation.id,
        code: newGuestCode(),
        name: input.name,
        salutation: input.salutation ?? null,
        phone: input.phone ?? null,
        group: input.group ?? null,
        quota: Math.min(input.pax, 20),
        walkIn: true,
        checkedInAt: ctx.now,
        checkedInPax: input.pax,
        checkedInBy: ctx.actor.usherId,
        checkedInByName: ctx.actor.name,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      },
    ]);
    return inserted!;
  });
  return {
    guest: toCheckInGuest({ ...row, rsvpPax: null }),
    message: `${row.name} ditambahkan dan tercatat hadir, ${input.pax} orang.`,
  };
}

export async function summary(ctx: TDoorContext): Promise<TCheckInSummary> {
  const [groups, recent, checkInAllowed] = await Promise.all([
    repo.arrivalsByGroup(ctx.db, ctx.invitation.id),
    repo.recentArrivals(ctx.db, ctx.invitation.id, 10),
    checkInAllowedFor(ctx.db, ctx.invitation),
  ]);
  const sum = (key: 'total' | 'checkedIn' | 'pax' | 'expected' | 'walkIns') =>
    groups.reduce((n, row) => n + row[key], 0);
  return {
    checkInAllowed,
    totalGuests: sum('total'),
    checkedIn: sum('checkedIn'),
    checkedInPax: sum('pax'),
    expectedPax: sum('expected'),
    walkIns: sum('walkIns'),
    groups: groups.map(({ group, total, checkedIn, pax }) => ({ group, total, checkedIn, pax })),
    recent: recent.map(toCheckInGuest),
  };
}
