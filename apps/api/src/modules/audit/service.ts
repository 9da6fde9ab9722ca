import type { TDbOrTx } from '../../db/client';
import { insertAuditEntry, type TAuditEntryInput } from './repository';

export type TRecordAudit = {
  /** The administrator (or user) who acted; null for the system (jobs, start-up). */
  actorId: string | null;
  /** Dotted verb, area first: 'user.suspend', 'transaction.approve', 'template.update'. */
  action: string;
  subjectType: string;
  subjectId?: string | null;
  before?: unknown;
  after?: unknown;
  /** The app clock's time; the database's own clock otherwise. */
  at?: Date;
};

/**
 * Records one administrative action. Call it inside the same transaction as the change it describes,
 * so an entry exists exactly when the change does.
 */
export async function recordAudit(db: TDbOrTx, entry: TRecordAudit): Promise<void> {
  const row: TAuditEntryInput = {
    actorId: entry.actorId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId ?? null,
    before: toJson(entry.before),
    after: toJson(entry.after),
  };
  if (entry.at) row.createdAt = entry.at;
  await insertAuditEntry(db, row);
}

/** Dates and other non-JSON values become what JSON.stringify makes of them, so the column holds plain JSON. */
function toJson(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value)) as unknown;
}
