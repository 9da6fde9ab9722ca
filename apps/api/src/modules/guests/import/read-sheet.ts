import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { AppError } from '../../../lib/errors';

/** A sheet as a grid of trimmed-later strings, whatever file it came from. */
export type TSheet = { name: string | null; rows: string[][] };

/** Uncompressed size a workbook may unpack to: a guard against zip bombs posing as spreadsheets. */
const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 2000;

const unreadable = () =>
  new AppError(
    422,
    'File tidak dapat dibaca. Unggah file .xlsx atau .csv, atau tempel daftar dari spreadsheet.',
    {
      errors: { file: ['File tidak dapat dibaca sebagai .xlsx atau .csv'] },
    },
  );

function isZip(buffer: Buffer): boolean {
  return buffer.length > 4 && buffer.readUInt32LE(0) === 0x04034b50;
}

/** Sums the sizes the ZIP's central directory declares, before anything is unpacked. */
function assertSafeZip(buffer: Buffer): void {
  const searchFrom = Math.max(0, buffer.length - 65_557);
  let eocd = -1;
  for (let i = buffer.length - 22; i >= searchFrom; i--) {
    if (buffer.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw unreadable();
  const entries = buffer.readUInt16LE(eocd + 10);
  let offset = buffer.readUInt32LE(eocd + 16);
  if (entries > MAX_ZIP_ENTRIES || offset >= buffer.length) throw unreadable();
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > buffer.length || buffer.readUInt32LE(offset) !== 0x02014b50) throw unreadable();
    const size = buffer.readUInt32LE(offset + 24);
    if (size === 0xffffffff) throw unreadable();
    total += size;
    if (total > MAX_UNPACKED_BYTES) throw unreadable();
    offset +=
      46 +
      buffer.readUInt16LE(offset + 28) +
      buffer.readUInt16LE(offset + 30) +
      buffer.readUInt16LE(offset + 32);
  }
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

async function readWorkbook(buffer: Buffer): Promise<TSheet[]> {
  assertSafeZip(buffer);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  } catch {
    throw unreadable();
  }
  return workbook.worksheets.map((sheet) => {
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
      const values = row.values as ExcelJS.CellValue[];
      // exceljs numbers columns from 1; index 0 is always empty.
      rows[rowNumber - 1] = values.slice(1).map(cellText);
    });
    for (let i = 0; i < rows.length; i++) rows[i] ??= [];
    return { name: sheet.name, rows };
  });
}

/** Text in UTF-8 (with or without a BOM) or UTF-16 as Excel's "Unicode text" writes it. */
function decodeText(buffer: Buffer): string {
  if (buffer[0] === 0xff && buffer[1] === 0xfe) return new TextDecoder('utf-16le').decode(buffer.subarray(2));
  if (buffer[0] === 0xfe && buffer[1] === 0xff) return new TextDecoder('utf-16be').decode(buffer.subarray(2));
  const utf8 = new TextDecoder('utf-8', { fatal: false }).decode(buffer);
  return utf8.replace(/^\uFEFF/, '');
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
  if (text.includes('\u0000')) throw unreadable();
  return [readDelimited(text)];
}
