import type { TSearchResult } from '@undangin/shared';
import type { TDb } from '../../db/client';
import type { TAuthUser } from '../auth/plugin';

export type TSearchContext = { db: TDb; user: TAuthUser; q: string; limit: number };

/** Each area searches its own records, scoped to what the caller may see. */
export type TSearchProvider = (ctx: TSearchContext) => Promise<TSearchResult[]>;

/** A LIKE pattern that matches the text anywhere, with the user's % and _ taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
