import type { TSearchResult } from '@undangin/shared';
import type { TDb } from '../db/client';
import type { TCaller } from './caller';

export type TSearchContext = { db: TDb; user: TCaller; q: string; limit: number };

/**
 * Each area searches its own records, scoped to what the caller may see. The type lives below the
 * areas so they provide a search without importing the search that lists them.
 */
export type TSearchProvider = (ctx: TSearchContext) => Promise<TSearchResult[]>;
