import {
  coupleNames,
  GUEST_CARDS_CODES,
  GUEST_LIMITS,
  ZGuestExportQuery,
  ZGuestFilters,
  type TGuestExportFormat,
  type TGuestExportQuery,
  type TGuestExportSelection,
  type TGuestFilters,
  type TGuestExportKind,
} from '@undangin/shared';
import { AppError } from '../../../lib/errors';
import { answerColumns } from '../../rsvp-questions/service';
import { ownedInvitation, type TGuestsContext } from '../context';
import { guestFilterWhere } from '../list-query-repository';
import { contentOf, personalLink } from '../presenter';
import * as repo from '../repository';
import { groupByGuest, presentGuests } from '../service';
import { guestTable, importTemplateTables, writeTables, type TFile } from './build';
import { cardsPdf } from './cards';

export type TDownload = TFile & { fileName: string };
export type TCardsDownload = { body: Buffer; contentType: 'application/pdf'; fileName: string };

async function exportRows(
  ctx: TGuestsContext,
  invitation: repo.TInvitationRef,
  rows: repo.TGuestListRow[],
  format: TGuestExportFormat,
  kind: TGuestExportKind,
): Promise<TDownload> {
  const guests = await presentGuests(ctx.db, ctx.appUrl, invitation.slug, rows);
  const wishes =
    kind === 'full'
      ? await repo.wishesOfGuests(
          ctx.db,
          rows.map((row) => row.id),
        )
      : [];
  const wishesByGuest = new Map(
    [...groupByGuest(wishes)].map(([guestId, list]) => [guestId, list.map((wish) => wish.message)]),
  );
  const answers = await answerColumns(ctx.db, invitation.id, guests);
  const table = guestTable(guests, wishesByGuest, contentOf(invitation).events ?? [], kind, answers);
  const file = await writeTables([table], format);
  const prefix = kind === 'vendor' ? 'tamu-vendor' : 'tamu';
  return { ...file, fileName: `${prefix}-${invitation.slug}.${file.extension}` };
}

/** The filtered list, every page of it, in the list's order. */
export async function exportFiltered(
  ctx: TGuestsContext,
  invitationId: string,
  query: TGuestExportQuery,
): Promise<TDownload> {
  const invitation = await ownedInvitation(ctx, invitationId);
  const q = ZGuestExportQuery.parse(query);
  const rows = await repo.listGuests(
    ctx.db,
    guestFilterWhere(invitation.id, q),
    { sortBy: 'name', orderBy: 'asc' },
    null,
  );
  return exportRows(ctx, invitation, rows, q.format, q.kind);
}

export async function exportSelected(
  ctx: TGuestsContext,
  invitationId: string,
  body: Required<Pick<TGuestExportSelection, 'format' | 'kind'>> & { ids: string[] },
): Promise<TDownload> {
  const invitation = await ownedInvitation(ctx, invitationId);
  const rows = await repo.listGuestsByIds(ctx.db, invitation.id, body.ids);
  return exportRows(ctx, invitation, rows, body.format, body.kind);
}

export async function importTemplate(
  ctx: TGuestsContext,
  invitationId: string,
  format: TGuestExportFormat,
): Promise<TDownload> {
  const invitation = await ownedInvitation(ctx, invitationId);
  const file = await writeTables(importTemplateTables(contentOf(invitation).events ?? []), format);
  return { ...file, fileName: `template-impor-tamu.${file.extension}` };
}

function cardsTooMany(count: number): AppError {
  return new AppError(
    422,
    `Kartu QR maksimal ${GUEST_LIMITS.cardsMax} tamu sekali cetak, yang dipilih ${count}. Pilih satu kelompok atau sesi lalu cetak per bagian.`,
    { code: GUEST_CARDS_CODES.tooMany },
  );
}

async function cardsOf(
  ctx: TGuestsContext,
  invitation: repo.TInvitationRef,
  rows: repo.TGuestRow[],
): Promise<TCardsDownload> {
  if (rows.length === 0) {
    throw new AppError(422, 'Tidak ada tamu untuk dicetak kartunya', { code: GUEST_CARDS_CODES.empty });
  }
  const couple = coupleNames(contentOf(invitation));
  const invitationLanguage = invitation.pageLanguage === 'en' ? 'en' : 'id';
  const cards = rows.map((row) => ({
    couple,
    name: [row.salutation, row.name].filter(Boolean).join(' '),
    link: personalLink(ctx.appUrl, invitation.slug, row.code, row.language),
    language: row.language ?? invitationLanguage,
  }));
  return {
    body: await cardsPdf(cards, `Kartu QR ${couple}`),
    contentType: 'application/pdf',
    fileName: `kartu-qr-${invitation.slug}.pdf`,
  };
}

/** Cards of the filtered list, in name order; counted first, so a list over the cap is never read. */
export async function cardsFiltered(
  ctx: TGuestsContext,
  invitationId: string,
  query: TGuestFilters,
): Promise<TCardsDownload> {
  const invitation = await ownedInvitation(ctx, invitationId);
  const where = guestFilterWhere(invitation.id, ZGuestFilters.parse(query));
  const count = await repo.countFiltered(ctx.db, where);
  if (count > GUEST_LIMITS.cardsMax) throw cardsTooMany(count);
  const rows = await repo.listGuests(ctx.db, where, { sortBy: 'name', orderBy: 'asc' }, null);
  return cardsOf(ctx, invitation, rows);
}

export async function cardsSelected(
  ctx: TGuestsContext,
  invitationId: string,
  ids: string[],
): Promise<TCardsDownload> {
  const invitation = await ownedInvitation(ctx, invitationId);
  return cardsOf(ctx, invitation, await repo.listGuestsByIds(ctx.db, invitation.id, ids));
}
