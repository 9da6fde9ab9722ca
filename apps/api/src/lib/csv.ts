import Papa from 'papaparse';
import { neutralizeCell } from './cells';

/** One spreadsheet cell: text, a number, or empty. */
export type TCell = string | number | null;

/** Text cells are neutralised so none turns into a formula; numbers stay numbers. */
export const safeCell = (cell: TCell): TCell => (typeof cell === 'string' ? neutralizeCell(cell) : cell);

/** UTF-8 with a BOM and CRLF, the way spreadsheet programs open accents and Arabic letters correctly. */
export function toCsv(headers: string[], rows: TCell[][]): Buffer {
  const text = Papa.unparse(
    { fields: headers, data: rows.map((row) => row.map((cell) => safeCell(cell) ?? '')) },
    { newline: '\r\n', escapeFormulae: false },
  );
  return Buffer.from(`\uFEFF${text.replace(/(\r\n)*$/, '\r\n')}`, 'utf8');
}
