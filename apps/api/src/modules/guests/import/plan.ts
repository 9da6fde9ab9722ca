import {
  assignMemberIds,
  lastMemberNumber,
  quotaBelowMembersMessage,
  type TGuestMember,
  type TImportRow,
  type TImportRowStatus,
} from '@undangin/shared';
import { guestFieldsOf } from '../presenter';
import type { TGuestPatch, TGuestRow } from '../repository';
import type { TParsedRow } from './rows';

/**
 * Decides, row by row, what an import does against the guests already there: importing the same file
 * twice adds nobody. A row is the same guest as an existing one by phone number, or by name and group
 * when it has no phone (or the existing guest has none yet).
 */

export type TPlannedRow = TImportRow & { guestId: string | null; patch: TGuestPatch | null };

const nameKey = (name: string, group: string | null) =>
  `${name.toLowerCase()}\u0000${(group ?? '').toLowerCase()}`;

function sameIds(a: string[], b: string[]): boolean {
  return a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');
}

/**
 * The members a row's names make of the guest's: a name the guest already has keeps its member's id
 * (and so their answers); other names become new members.
 */
export function membersFromNames(
  names: string[],
  existing: readonly TGuestMember[] = [],
  lastGiven = 0,
): TGuestMember[] {
  const free = [...existing];
  const kept = names.map((name) => {
    const index = free.findIndex((member) => member.name.toLowerCase() === name.toLowerCase());
    const id = index >= 0 ? free.splice(index, 1)[0]!.id : undefined;
    return { id, name };
  });
  return assignMemberIds(kept, existing, lastGiven);
}

const sameMembers = (a: readonly TGuestMember[], b: readonly TGuestMember[]) =>
  a.length === b.length && a.every((member, i) => member.id === b[i]!.id && member.name === b[i]!.name);

/** What the row would change on the existing guest; empty cells keep what the guest has. */
function changesFor(row: TParsedRow, guest: TGuestRow): TGuestPatch {
  const patch: TGuestPatch = {};
  if (row.name !== guest.name) patch.name = row.name;
  if (row.salutation !== null && row.salutation !== guest.salutation) patch.salutation = row.salutation;
  if (row.phone !== null && row.phone !== guest.phone) patch.phone = row.phone;
  if (row.email !== null && row.email !== guest.email) patch.email = row.email;
  if (row.group !== null && row.group !== guest.group) patch.group = row.group;
  if (row.quota !== null && row.quota !== guest.quota) patch.quota = row.quota;
  if (row.invitedEventIds !== null && !sameIds(row.invitedEventIds, guest.invitedEventIds)) {
    patch.invitedEventIds = row.invitedEventIds;
  }
  if (row.notes !== null && row.notes !== guest.notes) patch.notes = row.notes;
  if (row.language !== null && row.language !== guest.language) patch.language = row.language;
  if (row.members !== null) {
    const members = membersFromNames(row.members, guest.members, guest.lastMemberNumber);
    if (!sameMembers(members, guest.members)) {
      patch.members = members;
      patch.lastMemberNumber = lastMemberNumber(members, guest.lastMemberNumber);
    }
  }
  return patch;
}

export function planImport(parsed: TParsedRow[], existing: TGuestRow[]): TPlannedRow[] {
  const byPhone = new Map<string, TGuestRow>();
  const byName = new Map<string, TGuestRow>();
  const byNameWithoutPhone = new Map<string, TGuestRow>();
  for (const guest of existing) {
    if (guest.phone) byPhone.set(guest.phone, guest);
    const key = nameKey(guest.name, guest.group);
    if (!byName.has(key)) byName.set(key, guest);
    if (!guest.phone && !byNameWithoutPhone.has(key)) byNameWithoutPhone.set(key, guest);
  }
  const phoneRows = new Map<string, number>();
  const nameRows = new Map<string, number>();
  const guestRows = new Map<string, number>();

  return parsed.map((row) => {
    const errors = [...row.errors];
    let match: TGuestRow | undefined;
    if (errors.length === 0) {
      const key = nameKey(row.name, row.group);
      if (row.phone) {
        const earlier = phoneRows.get(row.phone);
        if (earlier !== undefined) errors.push(`Nomor telepon sama dengan baris ${earlier}`);
        else phoneRows.set(row.phone, row.row);
        match = byPhone.get(row.phone);
        const sameName = byNameWithoutPhone.get(key);
        // A guest first listed without a number gets it now, unless an earlier row already claimed it.
        if (!match && sameName && !guestRows.has(sameName.id)) match = sameName;
      } else {
        const earlier = nameRows.get(key);
        if (earlier !== undefined) errors.push(`Nama dan kelompok sama dengan baris ${earlier}`);
        else nameRows.set(key, row.row);
        match = byName.get(key);
      }
      if (match && errors.length === 0) {
        const earlier = guestRows.get(match.id);
        if (earlier !== undefined) errors.push(`Tamu yang sama dengan baris ${earlier}`);
        else guestRows.set(match.id, row.row);
      }
      // The row's own quota was held to its members when read; an empty one keeps the guest's.
      if (match && row.quota === null && row.members !== null && match.quota < row.members.length) {
        errors.push(quotaBelowMembersMessage(row.members.length));
      }
    }
    let status: TImportRowStatus;
    let patch: TGuestPatch | null = null;
    if (errors.length > 0) status = 'error';
    else if (!match) status = 'new';
    else {
      patch = changesFor(row, match);
      status = Object.keys(patch).length > 0 ? 'update' : 'unchanged';
    }
    return {
      row: row.row,
      status,
      ...guestFieldsOf(row),
      errors,
      warnings: row.warnings,
      guestId: status === 'error' ? null : (match?.id ?? null),
      patch,
    };
  });
}
