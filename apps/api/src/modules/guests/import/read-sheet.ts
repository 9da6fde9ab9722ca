import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { GUEST_LIMITS } from '@undangin/shared';
import { AppError } from '../../../lib/errors';
import { decodeText } from './decode-text';
import { readZipEntries, storedZip, ZipTooLargeError } from './zip';

/** A sheet as a grid of trimmed-later strings, whatever file it came from. */
export type TSheet = { name: string | null; rows: string[][] };

/**
 * Real bytes a workbook may unpack to, counted while inflating: a legitimate list of 10,000 guests
 * with many columns unpacks to about 15 MB; a zip bomb is stopped here, whatever its directory says.
 */
export const MAX_UNPACKED_BYTES = 32 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 2000;
/** Columns a guest list may have; Google Contacts' export, the widest seen, has under 100. */
export const MAX_COLUMNS = 256;
/** Title and header lines above the guests, beyond the rows one import takes. */
const HEADER_ROWS = 50;
/**
 * Filled cells a file may hold: 10,000 guests with 25 filled columns each. Memory follows the cells
 * kept, and the unpack budget alone would let a file pack in millions of tiny ones.
 */
export const MAX_FILLED_CELLS = 250_000;

const unreadable = () =>
  new AppError(
    422,
    'File tidak dapat dibaca. Unggah file .xlsx atau .csv, atau tempel daftar dari spreadsheet.',
    {
      errors: { file: ['File tidak dapat dibaca sebagai .xlsx atau .csv'] },
    },
  );

const unpackedTooLarge = () =>
  new AppError(
    413,
    `Isi file terlalu besar setelah dibuka (lebih dari ${MAX_UNPACKED_BYTES / 1024 / 1024} MB). ` +
      'Hapus gambar dan sheet lain yang tidak perlu, atau bagi daftar tamu menjadi beberapa file.',
  );

const tooManyRows = () =>
  new AppError(
    413,
    `File berisi lebih dari ${GUEST_LIMITS.importRows} baris; satu kali impor maksimal ${GUEST_LIMITS.importRows} baris. Bagi file menjadi beberapa bagian.`,
  );

const tooManyCells = () =>
  new AppError(
    413,
    `File berisi lebih dari ${MAX_FILLED_CELLS.toLocaleString('id-ID')} sel terisi. Hapus kolom yang tidak perlu atau bagi daftar tamu menjadi beberapa file.`,
  );

const tooManyColumns = () =>
  new AppError(
    422,
    `File berisi lebih dari ${MAX_COLUMNS} kolom. Hapus kolom yang tidak perlu lalu unggah lagi.`,
    {
      errors: { file: [`Maksimal ${MAX_COLUMNS} kolom`] },
    },
  );

function isZip(buffer: Buffer): boolean {
  return buffer.length > 4 && buffer.readUInt32LE(0) === 0x04034b50;
}

const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;
/** The parts the streaming reader reads, in the order it needs them (shared strings before sheets). */
const PARTS = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml', 'xl/styles.xml'];
const EMPTY_SHARED_STRINGS = Buffer.from('<?xml version="1.0" encoding="UTF-8"?><sst/>');

/**
 * The workbook's parts unpacked within the budget, as a stream the reader can take. Images,
 * drawings and everything else the guest list does not need are never inflated.
 */
function workbookStream(buffer: Buffer): Readable {
  let parts: Map<string, Buffer>;
  try {
    parts = readZipEntries(buffer, {
      budget: MAX_UNPACKED_BYTES,
      maxEntries: MAX_ZIP_ENTRIES,
      wanted: (name) => PARTS.includes(name) || SHEET.test(name),
    });
  } catch (error) {
    if (error instanceof ZipTooLargeError) throw unpackedTooLarge();
    throw unreadable();
  }
  if (!parts.has('xl/workbook.xml')) throw unreadable();
  // Without shared strings the reader would park every sheet in a temporary file.
  if (!parts.has('xl/sharedStrings.xml')) parts.set('xl/sharedStrings.xml', EMPTY_SHARED_STRINGS);
  const sheetNumber = (name: string) => Number(SHEET.exec(name)?.[1] ?? 0);
  const ordered = [
    ...PARTS.filter((name) => parts.has(name)),
    ...[...parts.keys()].filter((name) => SHEET.test(name)).sort((a, b) => sheetNumber(a) - sheetNumber(b)),
  ].map((name): [string, Buffer] => [name, parts.get(name)!]);
  return Readable.from(storedZip(ordered), { objectMode: false });
}

/** A cell as text: formulas give their saved result (never evaluated), numbers lose no digits. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
  }
  if ('hyperlink' in value) return cellText((value as { text?: ExcelJS.CellValue }).text ?? '');
  return '';
}

/** Rows never share an array with another, except the empty ones in gaps, which nothing changes. */
const EMPTY_ROW: string[] = [];

/**
 * Reads the sheets row by row (exceljs' streaming reader), so memory follows the rows kept, and
 * stops at the first sheet that has more rows than one import takes.
 */
async function readWorkbook(buffer: Buffer): Promise<TSheet[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(workbookStream(buffer), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const sheets: TSheet[] = [];
  let cellsLeft = MAX_FILLED_CELLS;
  try {
    for await (const sheet of reader) {
      const rows: string[][] = [];
      let filled = 0;
      for await (const row of sheet) {
        const values = row.values as ExcelJS.CellValue[];
        // exceljs numbers columns from 1; index 0 is always empty.
        if (values.length - 1 > MAX_COLUMNS) throw tooManyColumns();
        const cells = Array.from(values.slice(1), cellText);
        const filledCells = cells.filter((cell) => cell !== '').length;
        if ((cellsLeft -= filledCells) < 0) throw tooManyCells();
        if (filledCells && ++filled > GUEST_LIMITS.importRows + HEADER_ROWS) throw tooManyRows();
        rows[row.number - 1] = cells;
      }
      for (let i = 0; i < rows.length; i++) rows[i] ??= EMPTY_ROW;
      sheets.push({ name: (sheet as unknown as { name: string }).name, rows });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable();
  }
  return sheets;
}

const DELIMITERS = [',', ';', '\t'] as const;

/**
 * The delimiter of CSV or pasted cells (comma, semicolon as Indonesian Excel writes, or tab), read
 * from the first line that has any outside quotes: the header, or a title line's next line. The
 * guests' own cells never decide it, so a name like ";;a" or sessions "Akad; Resepsi" in the first
 * rows cannot turn a comma file into a semicolon one (guessing over the rows did).
 */
export function guessDelimiter(text: string): string {
  for (const line of text.split(/\r?\n/, 20)) {
    const bare = line.replace(/"(?:[^"]|"")*"/g, '');
    const counts = DELIMITERS.map((d) => bare.split(d).length - 1);
    const most = Math.max(...counts);
    if (most > 0) return DELIMITERS[counts.indexOf(most)]!;
  }
  return ',';
}

/** CSV or pasted cells, with the delimiter found from the text itself. */
export function readDelimited(text: string): TSheet {
  const clean = text.replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(clean, { delimiter: guessDelimiter(clean), skipEmptyLines: false });
  const rows = parsed.data.map((row) => row.map((cell) => (cell ?? '').toString()));
  // A trailing line break leaves one empty row behind.
  while (rows.length && rows[rows.length - 1]!.every((cell) => cell === '')) rows.pop();
  return { name: null, rows };
}

/** Reads an uploaded file by its bytes, not its name: a workbook is a ZIP, anything else is text. */
export async function readUpload(buffer: Buffer): Promise<TSheet[]> {
  if (buffer.length === 0) throw unreadable();
  if (isZip(buffer)) return readWorkbook(buffer);
  if (buffer.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) {
    throw new AppError(
      422,
      'File .xls lama belum didukung. Simpan ulang sebagai .xlsx atau .csv lalu unggah lagi.',
      {
        errors: { file: ['Simpan ulang file sebagai .xlsx atau .csv'] },
      },
    );
  }
  const text = decodeText(buffer);
  // Binary files (images, PDFs) are not lists of guests.
  if (text === null || text.includes('\u0000')) throw unreadable();
  return [readDelimited(text)];
}
