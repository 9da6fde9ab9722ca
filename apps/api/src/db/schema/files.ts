import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';

/**
 * Stored files that no record may own: written but not yet named by the record they were written for,
 * or let go by a record being changed or removed. The orphan sweep deletes those still unowned after a
 * grace period, so it never has to list the bucket; a file found owned simply leaves this table.
 */
export const unownedFiles = pgTable(
  'unowned_files',
  {
    /** The storage key (e.g. `media/<invitationId>/<random>-960.webp`). */
    key: text('key').primaryKey(),
    /** When the file was written or let go; the sweep waits a grace period after this. */
    since: timestampTz('since').notNull(),
  },
  (t) => [index('unowned_files_since_idx').on(t.since)],
);
