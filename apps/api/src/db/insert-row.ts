import type { PgTable } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from './client';

/** Inserts one row and answers it as stored, with its defaults and generated id filled in. */
export async function insertRow<T extends PgTable>(
  db: TDbOrTx,
  table: T,
  values: T['$inferInsert'],
): Promise<T['$inferSelect']> {
  const [row] = await db.insert(table).values(values).returning();
  return row!;
}
