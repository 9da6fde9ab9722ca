import { IMPORT_FIELDS, normalizePhone, type TImportField, type TImportOptions } from '@undangin/shared';
import type { TSheet } from './read-sheet';

/**
 * Finds the header row wherever it is (title rows and blank rows above it are common) and matches
 * columns to guest fields by what their headers mean, in Indonesian and English, or as the user chose.
 */

export type TColumnMap = Record<TImportField, number | null>;

/** Lower-case, accents and punctuation removed: "No. WhatsApp" → "no whatsapp". */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

type TFieldRule = { exact: string[]; words: string[]; not?: string[] };

const RULES: Record<TImportField, TFieldRule> = {
  name: {
    exact: [
      'nama',
      'name',
      'nama tamu',
      'nama lengkap',
      'full name',
      'nama undangan',
      'tamu',
      'guest',
      'guest name',
      'display name',
    ],
    words: ['nama', 'name'],
    not: [
      'given',
      'family',
      'additional',
      'prefix',
      'suffix',
      'middle',
      'phonetic',
      'nick',
      'panggilan',
      'user',
      'file',
      'yomi',
      'kelompok',
      'group',
      'anggota',
      'members',
    ],
  },
  salutation: {
    exact: ['sapaan', 'salam', 'panggilan', 'salutation', 'sebutan', 'honorific'],
    words: ['sapaan', 'salutation', 'sebutan'],
  },
  phone: {
    exact: [
      'no wa',
      'no whatsapp',
      'nomor wa',
      'nomor whatsapp',
      'whatsapp',
      'wa',
      'no hp',
      'nomor hp',
      'hp',
      'handphone',
      'telepon',
      'no telepon',
      'nomor telepon',
      'telp',
      'no telp',
      'phone',
      'phone number',
      'mobile',
      'mobile phone',
      'ponsel',
      'no ponsel',
      'nomor',
      'kontak',
      'phone 1 value',
    ],
    words: ['whatsapp', 'wa', 'hp', 'telepon', 'telp', 'phone', 'ponsel', 'handphone', 'mobile'],
    not: ['type', 'label', 'jenis', 'tipe'],
  },
  email: {
    exact: ['email', 'e mail', 'surel', 'email address', 'alamat email', 'e mail 1 value'],
    words: ['email', 'surel'],
    not: ['type', 'label', 'jenis', 'tipe'],
  },
  group: {
    exact: [
      'kelompok',
      'grup',
      'group',
      'group membership',
      'kategori',
      'category',
      'labels',
      'label',
      'relasi',
      'hubungan',
      'golongan',
    ],
    words: ['kelompok', 'grup', 'group', 'kategori', 'category', 'labels'],
  },
  quota: {
    exact: [
      'jumlah orang',
      'jumlah tamu',
      'jumlah',
      'pax',
      'kuota',
      'quota',
      'jumlah undangan',
      'orang',
      'jml',
      'jml orang',
      'jumlah pax',
      'headcount',
      'seats',
    ],
    words: ['pax', 'kuota', 'quota', 'jumlah', 'jml'],
    not: ['dibuka', 'hadir', 'datang', 'rsvp'],
  },
  sessions: {
    exact: ['sesi', 'acara', 'sesi acara', 'diundang ke', 'session', 'sessions', 'events'],
    words: ['sesi', 'session'],
  },
  notes: {
    exact: ['keterangan', 'catatan', 'notes', 'note', 'ket', 'memo', 'remarks'],
    words: ['keterangan', 'catatan', 'notes'],
  },
  language: {
    exact: ['bahasa', 'bahasa halaman', 'bahasa undangan', 'language', 'page language', 'lang'],
    words: ['bahasa', 'language'],
  },
  members: {
    exact: [
      'anggota keluarga',
      'anggota',
      'nama anggota',
      'anggota rombongan',
      'members',
      'household members',
      'family members',
    ],
    words: ['anggota', 'members'],
  },
};

/** 3 for a header that is a known name of the field, 1 for one that contains a telling word. */
function score(field: TImportField, header: string): number {
  const rule = RULES[field];
  const normalized = normalizeHeader(header);
  if (!normalized) return 0;
  if (rule.exact.includes(normalized)) return 3;
  const words = normalized.split(' ');
  if (rule.not?.some((word) => words.includes(word) || normalized.includes(word))) return 0;
  return rule.words.some((word) => words.includes(word)) ? 1 : 0;
}

const emptyMap = (): TColumnMap =>
  Object.fromEntries(IMPORT_FIELDS.map((field) => [field, null])) as TColumnMap;

/** Each field takes its best-scoring column; a column serves one field; ties go to the leftmost. */
export function matchHeaders(headers: string[]): { map: TColumnMap; score: number } {
  const candidates: { field: TImportField; column: number; score: number }[] = [];
  for (const field of IMPORT_FIELDS) {
    headers.forEach((header, column) => {
      const s = score(field, header);
      if (s > 0) candidates.push({ field, column, score: s });
    });
  }
  candidates.sort((a, b) => b.score - a.score || a.column - b.column);
  const map = emptyMap();
  const used = new Set<number>();
  let total = 0;
  for (const candidate of candidates) {
    if (map[candidate.field] !== null || used.has(candidate.column)) continue;
    map[candidate.field] = candidate.column;
    used.add(candidate.column);
    total += candidate.score;
  }
  return { map, score: map.name === null ? 0 : total };
}

const HEADER_SEARCH_ROWS = 20;

/**
 * Without any header (a paste of "name, tab, phone"), the columns are read by their contents: the
 * first mostly-text column is the name, the first mostly-phone column the phone.
 */
function inferFromContent(rows: string[][]): TColumnMap {
  const map = emptyMap();
  const sample = rows.slice(0, 50).filter((row) => row.some((cell) => cell.trim()));
  const width = Math.max(0, ...sample.map((row) => row.length));
  const share = (column: number, test: (cell: string) => boolean) => {
    const cells = sample.map((row) => (row[column] ?? '').trim()).filter(Boolean);
    return cells.length ? cells.filter(test).length / cells.length : 0;
  };
  for (let column = 0; column < width; column++) {
    if (map.phone === null && share(column, (cell) => normalizePhone(cell).ok) >= 0.5) {
      map.phone = column;
    } else if (map.name === null && share(column, (cell) => /\p{L}/u.test(cell)) >= 0.5) {
      map.name = column;
    }
  }
  return map;
}

export type THeaderChoice = { sheetIndex: number; headerRow: number; headers: string[]; map: TColumnMap };

/**
 * Picks the sheet and the header row that look most like a guest list. `headerRow` is 1-based; 0 means
 * the data has no header and starts on the first row.
 */
export function chooseHeader(sheets: TSheet[], options: TImportOptions): THeaderChoice {
  let best: THeaderChoice | null = null;
  let bestScore = 0;
  sheets.forEach((sheet, sheetIndex) => {
    const limit = Math.min(sheet.rows.length, HEADER_SEARCH_ROWS);
    for (let index = 0; index < limit; index++) {
      const headers = sheet.rows[index] ?? [];
      const { map, score: s } = matchHeaders(headers);
      if (s > bestScore) {
        bestScore = s;
        best = { sheetIndex, headerRow: index + 1, headers, map };
      }
    }
  });
  let choice: THeaderChoice = best ?? {
    sheetIndex: 0,
    headerRow: 0,
    headers: [],
    map: inferFromContent(sheets[0]?.rows ?? []),
  };

  if (options.headerRow !== undefined) {
    const rows = sheets[choice.sheetIndex]?.rows ?? [];
    const headers = rows[options.headerRow - 1] ?? [];
    choice = { ...choice, headerRow: options.headerRow, headers, map: matchHeaders(headers).map };
  }
  if (options.columns) {
    const map = { ...choice.map };
    for (const field of IMPORT_FIELDS) {
      const chosen = options.columns[field];
      if (chosen === undefined) continue;
      // A column the user gave to this field is taken away from any other.
      if (chosen !== null) {
        for (const other of IMPORT_FIELDS) if (map[other] === chosen) map[other] = null;
      }
      map[field] = chosen;
    }
    choice = { ...choice, map };
  }
  if (choice.headers.length === 0 && choice.headerRow === 0) {
    const width = Math.max(
      0,
      ...(sheets[choice.sheetIndex]?.rows ?? []).slice(0, 50).map((row) => row.length),
    );
    choice = { ...choice, headers: Array.from({ length: width }, (_, i) => `Kolom ${i + 1}`) };
  }
  return choice;
}
