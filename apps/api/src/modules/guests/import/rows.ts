import { z } from 'zod';
import {
  eventLabel,
  GUEST_LIMITS,
  HOUSEHOLD_LIMITS,
  quotaBelowMembersMessage,
  normalizePhone,
  type TInvitationEvent,
  type TPageLanguage,
} from '@undangin/shared';
import { restoreCell } from '../../../lib/cells';
import type { TColumnMap } from './columns';

/** One data row of the sheet read as a guest, with what is wrong with it. */
export type TParsedRow = {
  row: number;
  name: string;
  salutation: string | null;
  phone: string | null;
  email: string | null;
  group: string | null;
  quota: number | null;
  /** Null when the sheet has no sessions column or the cell is empty: the guest keeps what it has. */
  invitedEventIds: string[] | null;
  notes: string | null;
  /** Null when the sheet has no language column or the cell is empty: the guest keeps what it has. */
  language: TPageLanguage | null;
  /** The household's members' names; null when the sheet has no members column or the cell is empty. */
  members: string[] | null;
  errors: string[];
  warnings: string[];
};

// Control characters other than tab and line breaks are dropped from imported text.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

function single(value: string): string {
  return value.replace(CONTROL_CHARS, '').replace(/\s+/g, ' ').trim();
}

/** Google Contacts writes "Keluarga ::: * myContacts": its own labels start with a star. */
function groupOf(value: string): string {
  const labels = value.split(':::').map(single);
  if (labels.length < 2 || !labels.some((label) => label.startsWith('*'))) return single(value);
  return labels.find((label) => label && !label.startsWith('*')) ?? '';
}

function quotaOf(value: string, errors: string[]): number | null {
  const text = single(value);
  if (!text) return null;
  const match = /^(\d+)(?:[.,]0+)?(?:\s*(orang|org|pax))?$/i.exec(text);
  const quota = match ? Number(match[1]) : NaN;
  if (!Number.isInteger(quota) || quota < GUEST_LIMITS.quotaMin || quota > GUEST_LIMITS.quotaMax) {
    errors.push(
      `Jumlah orang harus angka ${GUEST_LIMITS.quotaMin}–${GUEST_LIMITS.quotaMax}, tertulis "${text}"`,
    );
    return null;
  }
  return quota;
}

const LANGUAGE_NAMES: Record<string, TPageLanguage> = {
  id: 'id',
  indonesia: 'id',
  indonesian: 'id',
  'bahasa indonesia': 'id',
  en: 'en',
  english: 'en',
  inggris: 'en',
  'bahasa inggris': 'en',
};

/** "id", "en", "Indonesia", "English" (any case) → the page language; an empty cell keeps the guest's. */
function languageOf(value: string, errors: string[]): TPageLanguage | null {
  const text = single(value);
  if (!text) return null;
  const language = LANGUAGE_NAMES[text.toLowerCase()];
  if (!language) errors.push(`Bahasa harus id atau en (Indonesia atau English), tertulis "${text}"`);
  return language ?? null;
}

/** "Akad Nikah, Resepsi" → event ids; "Semua" or an empty cell invites to every event. */
function sessionsOf(value: string, events: TInvitationEvent[], errors: string[]): string[] | null {
  const text = single(value);
  if (!text) return null;
  if (/^(semua|all|semua acara|semua sesi)$/i.test(text)) return [];
  const whole = events.find((event) => eventLabel(event).toLowerCase() === text.toLowerCase());
  if (whole) return [whole.id];
  const ids: string[] = [];
  for (const part of text
    .split(/[;,/]|\s+&\s+|\s+dan\s+/i)
    .map(single)
    .filter(Boolean)) {
    const wanted = part.toLowerCase();
    const event = events.find(
      (candidate) => candidate.id.toLowerCase() === wanted || eventLabel(candidate).toLowerCase() === wanted,
    );
    if (!event) errors.push(`Sesi "${part}" tidak ada di undangan ini`);
    else if (!ids.includes(event.id)) ids.push(event.id);
  }
  return ids;
}

/** "Pak Harto; Bu Harto; Dimas" → the members' names; an empty cell keeps the guest's members. */
function membersOf(value: string, errors: string[]): string[] | null {
  const names = value.split(';').map(single).filter(Boolean);
  if (names.length === 0) return null;
  if (names.length > HOUSEHOLD_LIMITS.members) {
    errors.push(`Anggota keluarga maksimal ${HOUSEHOLD_LIMITS.members} orang, tertulis ${names.length}`);
    return null;
  }
  const long = names.find((name) => name.length > HOUSEHOLD_LIMITS.memberName);
  if (long !== undefined) {
    errors.push(`Nama anggota maksimal ${HOUSEHOLD_LIMITS.memberName} karakter: "${long.slice(0, 30)}…"`);
    return null;
  }
  return names;
}

const ZEmail = z.email();

function limited(label: string, value: string, max: number, errors: string[]): string | null {
  if (!value) return null;
  if (value.length > max) {
    errors.push(`${label} maksimal ${max} karakter`);
    return null;
  }
  return value;
}

/** Reads one data row; cells written as text by our own export get their neutralising mark removed. */
export function parseRow(
  cells: string[],
  rowNumber: number,
  map: TColumnMap,
  events: TInvitationEvent[],
): TParsedRow {
  const errors: string[] = [];
  const warnings: string[] = [];
  const cell = (column: number | null) => (column === null ? '' : restoreCell(cells[column] ?? ''));

  const name = single(cell(map.name));
  if (!name) errors.push('Nama kosong');
  else if (name.length > GUEST_LIMITS.name) errors.push(`Nama maksimal ${GUEST_LIMITS.name} karakter`);

  let phone: string | null = null;
  const phoneText = single(cell(map.phone));
  if (phoneText) {
    const result = normalizePhone(phoneText);
    if (!result.ok) errors.push(`Nomor telepon tidak valid: "${phoneText}"`);
    else {
      phone = result.e164;
      if (result.kind === 'landline')
        warnings.push('Nomor telepon rumah: pesan WhatsApp mungkin tidak sampai');
    }
  }

  let email: string | null = null;
  const emailText = single(cell(map.email)).toLowerCase();
  if (emailText) {
    if (emailText.length > GUEST_LIMITS.email || !ZEmail.safeParse(emailText).success) {
      errors.push(`Email tidak valid: "${emailText}"`);
    } else email = emailText;
  }

  const quota = quotaOf(cell(map.quota), errors);
  const members = membersOf(cell(map.members), errors);
  if (quota !== null && members !== null && quota < members.length) {
    errors.push(quotaBelowMembersMessage(members.length));
  }

  return {
    row: rowNumber,
    name,
    salutation: limited('Sapaan', single(cell(map.salutation)), GUEST_LIMITS.salutation, errors),
    phone,
    email,
    group: limited('Kelompok', groupOf(cell(map.group)), GUEST_LIMITS.group, errors),
    quota,
    invitedEventIds: map.sessions === null ? null : sessionsOf(cell(map.sessions), events, errors),
    notes: limited('Catatan', cell(map.notes).replace(CONTROL_CHARS, '').trim(), GUEST_LIMITS.notes, errors),
    language: languageOf(cell(map.language), errors),
    members,
    errors,
    warnings,
  };
}
