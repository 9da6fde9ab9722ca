/**
 * CSV injection: a cell starting with =, +, - or @ (or a tab or carriage return) becomes a formula
 * when a spreadsheet opens the file. Such cells get a leading apostrophe, which spreadsheets show as
 * text. Values that already start with apostrophes before such a character get one more, so that
 * restoreCell undoes exactly what neutralizeCell did and an export imports back unchanged.
 */
const DANGEROUS = /^'*[=+\-@\t\r]/;

export function neutralizeCell(value: string): string {
  return DANGEROUS.test(value) ? `'${value}` : value;
}

export function restoreCell(value: string): string {
  return value.startsWith("'") && DANGEROUS.test(value) ? value.slice(1) : value;
}
