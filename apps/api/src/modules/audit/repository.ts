import type { TDbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';

export type TAuditEntryInput = typeof auditLog.$inferInsert;

export async function insertAuditEntry(db: TDbOrTx, row: TAuditEntryInput): Promise<void> {
  await db.insert(auditLog).values(row);
}
