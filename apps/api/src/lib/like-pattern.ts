import { ilike, or, type Column, type SQL } from 'drizzle-orm';

/** A LIKE pattern that matches the text anywhere, with the user's % and _ taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A search box's condition: any of the columns contains the text, whatever its case. */
export function anyContains(q: string, columns: (Column | SQL)[]): SQL {
  const pattern = containsPattern(q);
  return or(...columns.map((column) => ilike(column, pattern)))!;
}
