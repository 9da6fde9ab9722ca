import {
  formatRupiah,
  giftSourceOf,
  ZGiftListQuery,
  type TGiftCreate,
  type TGiftEntry,
  type TGiftExportQuery,
  type TGiftList,
  type TGiftListQuery,
  type TGiftReport,
  type TGiftSummary,
  type TGiftTally,
  type TGiftUpdate,
  type TGuestPrivacy,
  type TUsherGiftCreate,
  type TUsherGiftEntry,
  ZGiftCreate,
  ZGiftExportQuery,
  ZGiftUpdate,
  ZUsherGiftCreate,
} from '@undangin/shared';
import type { TDbOrTx } from '../../../db/client';
import { invalid, notFound } from '../../../lib/errors';
import { requireAccess } from '../../invitations/access';
import { notify } from '../../notifications/service';
import { ownedInvitation, type TGuestsContext } from '../context';
import { writeTables, type TFile } from '../export/build';
import { contentOf } from '../presenter';
import { toPrivacy } from '../privacy';
import * as guestsRepo from '../repository';
import { giftTable } from './export';
import * as repo from './repository';

/**
 * Buku Kondangan: the couple's private record of what each guest gave. The couple (or an
 * administrator) reads and changes all of it; an usher adds door entries and reads back only the one
 * written; a guest adds a report of their own transfer, which counts once the couple confirms it.
 */

const GIFT_NOT_FOUND = 'Catatan tidak ditemukan';
const GUEST_NOT_FOUND = 'Tamu tidak ditemukan';
/** Reports one guest may have waiting for the couple, so one link cannot flood the book. */
export const PENDING_REPORTS_PER_GUEST = 5;

export function toGiftEntry(row: repo.TGiftListRow): TGiftEntry {
  return {
    id: row.id,
    guestId: row.guestId,
    name: row.name,
    group: row.group,
    kind: row.kind,
    source: giftSourceOf(row.kind),
    amount: row.amount,
    note: row.note,
    recordedBy: row.recordedBy,
    recordedByName: row.recordedByName,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The giver's name: the guest's own when a guest of this invitation is named (404 for any other). */
async function giverName(
  db: TDbOrTx,
  invitationId: string,
  giver: { guestId?: string | null | undefined; name?: string | null | undefined },
): Promise<{ guestId: string | null; name: string }> {
  if (giver.guestId) {
    const guest = await repo.findGuestOf(db, invitationId, giver.guestId);
    if (!guest) throw notFound(GUEST_NOT_FOUND);
    return { guestId: guest.id, name: guest.name };
  }
  return { guestId: null, name: giver.name! };
}

async function ownedGift(ctx: TGuestsContext, giftId: string) {
  return requireAccess(ctx.actor, await repo.findGift(ctx.db, giftId), {
    reach: 'owner-or-admin',
    message: GIFT_NOT_FOUND,
    ownerOf: (found) => found.invitation.userId,
  });
}

async function readBack(db: TDbOrTx, giftId: string): Promise<TGiftEntry> {
  const row = await repo.findGiftListRow(db, giftId);
  if (!row) throw notFound(GIFT_NOT_FOUND);
  return toGiftEntry(row);
}

export async function listGifts(
  ctx: TGuestsContext,
  invitationId: string,
  query: TGiftListQuery,
): Promise<TGiftList> {
  const invitation = await ownedInvitation(ctx, invitationId);
  const q = ZGiftListQuery.parse(query);
  const { rows, total } = await repo.listGifts(
    ctx.db,
    invitation.id,
    q,
    { sortBy: q.sortBy, orderBy: q.orderBy },
    { limit: q.perPage, offset: (q.page - 1) * q.perPage },
  );
  return { data: rows.map(toGiftEntry), total, page: q.page, perPage: q.perPage };
}

const emptyTally = (): TGiftTally => ({ count: 0, amount: 0 });

/** Confirmed entries by kind and by source; guests' reports not confirmed yet are counted apart. */
export function summarize(rows: repo.TGiftTallyRow[]): TGiftSummary {
  const summary: TGiftSummary = {
    total: emptyTally(),
    byKind: { amplop: emptyTally(), hadiah: emptyTally(), transfer: emptyTally() },
    bySource: { door: emptyTally(), transfer: emptyTally() },
    pending: emptyTally(),
  };
  for (const row of rows) {
    const tallies = row.confirmed
      ? [summary.total, summary.byKind[row.kind], summary.bySource[giftSourceOf(row.kind)]]
      : [summary.pending];
    for (const tally of tallies) {
      tally.count += row.n;
      tally.amount += row.amount;
    }
  }
  return summary;
}

export async function giftSummary(ctx: TGuestsContext, invitationId: string): Promise<TGiftSummary> {
  const invitation = await ownedInvitation(ctx, invitationId);
  return summarize(await repo.tallies(ctx.db, invitation.id));
}

export async function createGift(
  ctx: TGuestsContext,
  invitationId: string,
  body: TGiftCreate,
): Promise<TGiftEntry> {
  const invitation = await ownedInvitation(ctx, invitationId);
  const input = ZGiftCreate.parse(body);
  const giver = await giverName(ctx.db, invitation.id, input);
  const row = await repo.insertGift(ctx.db, {
    invitationId: invitation.id,
    ...giver,
    kind: input.kind,
    amount: input.amount ?? null,
    note: input.note ?? null,
    recordedBy: 'couple',
    recordedByName: ctx.actor.name,
    confirmedAt: ctx.now,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  return readBack(ctx.db, row.id);
}

export async function updateGift(
  ctx: TGuestsContext,
  giftId: string,
  body: TGiftUpdate,
): Promise<TGiftEntry> {
  const { gift } = await ownedGift(ctx, giftId);
  const input = ZGiftUpdate.parse(body);
  const patch: repo.TGiftPatch = {};
  if (input.guestId !== undefined || input.name !== undefined) {
    // Naming a guest replaces a written name and the other way round; both at once is refused.
    const guestId = input.guestId !== undefined ? input.guestId : input.name ? null : gift.guestId;
    const name = input.name !== undefined ? input.name : guestId ? null : gift.name;
    if (Boolean(guestId) === Boolean(name) && !(guestId && input.name === undefined)) {
      throw invalid({ name: ['Pilih tamu dari daftar atau tulis nama pemberi'] });
    }
    Object.assign(patch, await giverName(ctx.db, gift.invitationId, guestId ? { guestId } : { name }));
  }
  if (input.kind !== undefined) patch.kind = input.kind;
  if (input.amount !== undefined) patch.amount = input.amount;
  if (input.note !== undefined) patch.note = input.note;
  await repo.updateGift(ctx.db, gift.id, patch, ctx.now);
  return readBack(ctx.db, gift.id);
}

/** The couple accepts a guest's report of their transfer: from now on it counts in the totals. */
export async function confirmGift(ctx: TGuestsContext, giftId: string): Promise<TGiftEntry> {
  const { gift } = await ownedGift(ctx, giftId);
  if (!gift.confirmedAt) await repo.updateGift(ctx.db, gift.id, { confirmedAt: ctx.now }, ctx.now);
  return readBack(ctx.db, gift.id);
}

export async function deleteGift(ctx: TGuestsContext, giftId: string): Promise<void> {
  const { gift } = await ownedGift(ctx, giftId);
  await repo.deleteGift(ctx.db, gift.id);
}

export type TGiftDownload = TFile & { fileName: string };

export async function exportGifts(
  ctx: TGuestsContext,
  invitationId: string,
  query: TGiftExportQuery,
): Promise<TGiftDownload> {
  const invitation = await ownedInvitation(ctx, invitationId);
  const q = ZGiftExportQuery.parse(query);
  const entries = (await repo.allGifts(ctx.db, invitation.id, q)).map(toGiftEntry);
  // The totals sheet adds up the rows exported, so a filtered file sums what it holds.
  const tallies = entries.map((entry) => ({
    kind: entry.kind,
    confirmed: entry.confirmedAt !== null,
    n: 1,
    amount: entry.amount ?? 0,
  }));
  const file = await writeTables(giftTable(entries, summarize(tallies)), q.format);
  return { ...file, fileName: `buku-kondangan-${invitation.slug}.${file.extension}` };
}

/** Whether the erasure after the event leaves the gift book; answered as the privacy card reads it. */
export async function setGiftBookRetention(
  ctx: TGuestsContext,
  invitationId: string,
  keepGiftBook: boolean,
): Promise<TGuestPrivacy> {
  const invitation = await ownedInvitation(ctx, invitationId);
  await guestsRepo.upsertPrivacy(ctx.db, invitation.id, { keepGiftBook }, ctx.now);
  return toPrivacy(contentOf(invitation), await guestsRepo.findPrivacy(ctx.db, invitation.id));
}

/* -------------------------------------------------------------- at the door */

export type TUsherGiftContext = {
  db: TDbOrTx;
  now: Date;
  invitationId: string;
  usher: { id: string; name: string };
};

/** An usher notes an envelope or a gift for a guest of their invitation and reads back that alone. */
export async function recordAtDoor(ctx: TUsherGiftContext, body: TUsherGiftCreate): Promise<TUsherGiftEntry> {
  const input = ZUsherGiftCreate.parse(body);
  const giver = await giverName(ctx.db, ctx.invitationId, { guestId: input.guestId });
  const row = await repo.insertGift(ctx.db, {
    invitationId: ctx.invitationId,
    ...giver,
    kind: input.kind,
    amount: input.amount ?? null,
    note: input.note ?? null,
    recordedBy: 'usher',
    recordedByName: ctx.usher.name,
    usherId: ctx.usher.id,
    confirmedAt: ctx.now,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  return {
    id: row.id,
    name: row.name,
    kind: row.kind === 'hadiah' ? 'hadiah' : 'amplop',
    amount: row.amount,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

/* ------------------------------------------------------- the guest's own page */

export type TGiftReportInput = {
  invitation: { id: string; userId: string };
  guest: { id: string; name: string };
  report: TGiftReport;
};

/**
 * A guest says they used the digital envelope. Kept apart until the couple confirms; refused (false)
 * once the guest has PENDING_REPORTS_PER_GUEST reports waiting.
 */
export async function reportTransfer(db: TDbOrTx, now: Date, input: TGiftReportInput): Promise<boolean> {
  return db.transaction(async (tx) => {
    await repo.lockGuest(tx, input.guest.id);
    if ((await repo.countPendingReports(tx, input.guest.id)) >= PENDING_REPORTS_PER_GUEST) return false;
    await repo.insertGift(tx, {
      invitationId: input.invitation.id,
      guestId: input.guest.id,
      name: input.guest.name,
      kind: 'transfer',
      amount: input.report.amount,
      note: input.report.message,
      recordedBy: 'guest',
      recordedByName: input.guest.name,
      confirmedAt: null,
      createdAt: now,
      updatedAt: now,
    });
    const amount = input.report.amount === null ? '' : ` sebesar ${formatRupiah(input.report.amount)}`;
    await notify(tx, input.invitation.userId, {
      type: 'gift.reported',
      title: `${input.guest.name} sudah transfer${amount}`,
      body: 'Cek mutasi rekeningmu lalu konfirmasi di Buku Kondangan.',
      link: `/gift-book?invitation=${input.invitation.id}`,
    });
    return true;
  });
}
