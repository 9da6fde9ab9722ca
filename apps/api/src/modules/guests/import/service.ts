import {
  GUEST_LIMITS,
  resolveSettings,
  type TImportOptions,
  type TImportPreview,
  type TImportResult,
} from '@undangin/shared';
import type { TDbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { notify } from '../../notifications/service';
import { newGuestCode } from '../codes';
import { ownedInvitation, type TGuestsContext } from '../context';
import { assertGuestRoom, fitsGuestLimit, guestLimitFor } from '../limits';
import { contentOf } from '../presenter';
import * as repo from '../repository';
import { chooseHeader } from './columns';
import { membersFromNames, planImport, type TPlannedRow } from './plan';
import type { TSheet } from './read-sheet';
import { parseRow } from './rows';

type TPlan = Omit<TImportPreview, 'rows' | 'limit'> & { rows: TPlannedRow[]; limit: number; current: number };

async function buildPlan(
  db: TDbOrTx,
  invitation: repo.TInvitationRef,
  sheets: TSheet[],
  options: TImportOptions,
): Promise<TPlan> {
  const choice = chooseHeader(sheets, options);
  const sheet = sheets[choice.sheetIndex] ?? { name: null, rows: [] };
  if (choice.map.name === null) {
    throw new AppError(422, 'Kolom nama tamu tidak ditemukan. Pilih kolom yang berisi nama.', {
      errors: { 'columns.name': ['Pilih kolom yang berisi nama tamu'] },
    });
  }
  const events = contentOf(invitation).events ?? [];
  const parsed = [];
  for (let index = choice.headerRow; index < sheet.rows.length; index++) {
    const cells = sheet.rows[index] ?? [];
    if (cells.every((cell) => !cell.trim())) continue;
    parsed.push(parseRow(cells, index + 1, choice.map, events));
  }
  if (parsed.length > GUEST_LIMITS.importRows) {
    throw new AppError(
      413,
      `File berisi ${parsed.length} baris; satu kali impor maksimal ${GUEST_LIMITS.importRows} baris. Bagi file menjadi beberapa bagian.`,
    );
  }
  const [existing, limit] = await Promise.all([
    repo.allGuestsOf(db, invitation.id),
    guestLimitFor(db, invitation),
  ]);
  const rows = planImport(parsed, existing);
  const count = (status: TPlannedRow['status']) => rows.filter((row) => row.status === status).length;
  return {
    sheet: sheet.name,
    headerRow: choice.headerRow,
    headers: choice.headers,
    columns: choice.map,
    rows,
    counts: {
      total: rows.length,
      new: count('new'),
      update: count('update'),
      unchanged: count('unchanged'),
      error: count('error'),
    },
    limit,
    current: existing.length,
  };
}

export async function previewImport(
  ctx: TGuestsContext,
  invitationId: string,
  sheets: TSheet[],
  options: TImportOptions,
): Promise<TImportPreview> {
  const invitation = await ownedInvitation(ctx, invitationId);
  const plan = await buildPlan(ctx.db, invitation, sheets, options);
  return {
    sheet: plan.sheet,
    headerRow: plan.headerRow,
    headers: plan.headers,
    columns: plan.columns,
    counts: plan.counts,
    rows: plan.rows.map(({ guestId: _guestId, patch: _patch, ...row }) => row),
    limit: {
      limit: plan.limit,
      current: plan.current,
      fits: fitsGuestLimit(plan.limit, plan.current, plan.counts.new),
    },
  };
}

function skipReason(row: TPlannedRow): string {
  return row.status === 'unchanged' ? 'Sudah ada di daftar tamu, tidak ada perubahan' : row.errors.join('; ');
}

/**
 * Saves the valid rows in one transaction, all or nothing, against the guests as they are at that
 * moment (the invitation's row is locked, so a concurrent add cannot slip past the limit). Answers
 * the summary and the codes of the guests it changed, whose pages must be read again.
 */
export async function commitImport(
  ctx: TGuestsContext,
  invitationId: string,
  sheets: TSheet[],
  options: TImportOptions,
): Promise<{ summary: TImportResult; updatedCodes: string[] }> {
  const owned = await ownedInvitation(ctx, invitationId);
  const result = await ctx.db.transaction(async (tx) => {
    const invitation = (await repo.lockInvitation(tx, owned.id))!;
    const plan = await buildPlan(tx, invitation, sheets, options);
    assertGuestRoom(plan.limit, plan.current, plan.counts.new);
    const defaultPax = resolveSettings(contentOf(invitation)).defaultPax;
    const fresh = plan.rows.filter((row) => row.status === 'new');
    await repo.insertGuestsBulk(
      tx,
      fresh.map((row) => ({
        invitationId: invitation.id,
        code: newGuestCode(),
        name: row.name,
        salutation: row.salutation,
        phone: row.phone,
        email: row.email,
        group: row.group,
        // An empty quota is the invitation's default, raised to hold every member of a household.
        quota: row.quota ?? Math.max(defaultPax, row.members?.length ?? 0),
        invitedEventIds: row.invitedEventIds ?? [],
        notes: row.notes,
        language: row.language,
        members: membersFromNames(row.members ?? []),
        lastMemberNumber: row.members?.length ?? 0,
      })),
      ctx.now,
    );
    const updates = plan.rows.filter((row) => row.status === 'update');
    const updatedCodes = await repo.updateGuestsBulk(
      tx,
      invitation.id,
      updates.map((row) => ({ id: row.guestId!, patch: row.patch! })),
      ctx.now,
    );
    const skipped = plan.rows.filter((row) => row.status === 'unchanged' || row.status === 'error');
    const summary: TImportResult = {
      added: fresh.length,
      updated: updates.length,
      skipped: skipped.length,
      reasons: skipped.map((row) => ({ row: row.row, name: row.name, reason: skipReason(row) })),
      message: `Impor selesai: ${fresh.length} ditambahkan, ${updates.length} diperbarui, ${skipped.length} dilewati.`,
    };
    await notify(tx, invitation.userId, {
      type: 'guests.import',
      title: 'Impor tamu selesai',
      body: summary.message,
      link: `/guests?invitation=${invitation.id}`,
    });
    return { summary, updatedCodes };
  });
  return result;
}
