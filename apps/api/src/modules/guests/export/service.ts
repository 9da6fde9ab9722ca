import {
  ZGuestExportQuery,
  type TGuestExportFormat,
  type TGuestExportQuery,
  type TGuestExportSelection,
  type TGuestExportKind,
} from '@undangin/shared';
import { ownedInvitation, type TGuestsContext } from '../context';
import { guestFilterWhere } from '../list-query-repository';
import { contentOf } from '../presenter';
import * as repo from '../repository';
import { groupByGuest, presentGuests } from '../service';
import { guestTable, importTemplateTables, writeTables, type TFile } from './build';

export type TDownload = TFile & { fileName: string };

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
  const table = guestTable(guests, wishesByGuest, contentOf(invitation).events ?? [], kind);
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
