import { and, asc, count, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { pageWithTotal } from '../../db/page-with-total';
import { auditLog, users } from '../../db/schema';
import { anyContains } from '../../lib/like-pattern';

export type TAuditEntryInput = typeof auditLog.$inferInsert;

export async function insertAuditEntry(db: TDbOrTx, row: TAuditEntryInput): Promise<void> {
  await db.insert(auditLog).values(row);
}

export type TAuditFilter = {
  q: string;
  action?: string;
  subjectType?: string;
  subjectId?: string;
  actorId?: string;
  userId?: string;
  from?: Date;
  to?: Date;
  orderBy: 'asc' | 'desc';
  limit: number;
  offset: number;
};

export async function listAuditEntries(db: TDbOrTx, filter: TAuditFilter) {
  const conditions: SQL[] = [];
  if (filter.q) {
    conditions.push(
      anyContains(filter.q, [
        auditLog.action,
        auditLog.subjectType,
        auditLog.subjectId,
        users.name,
        users.email,
      ]),
    );
  }
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.subjectType) conditions.push(eq(auditLog.subjectType, filter.subjectType));
  if (filter.subjectId) conditions.push(eq(auditLog.subjectId, filter.subjectId));
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.userId) {
    conditions.push(
      or(
        eq(auditLog.actorId, filter.userId),
        and(eq(auditLog.subjectType, 'user'), eq(auditLog.subjectId, filter.userId)),
      )!,
    );
  }
  if (filter.from) conditions.push(gte(auditLog.createdAt, filter.from));
  if (filter.to) conditions.push(lt(auditLog.createdAt, filter.to));
  const where = conditions.length ? and(...conditions) : undefined;
  const direction = filter.orderBy === 'asc' ? asc : desc;

  return pageWithTotal(
    db
      .select({
        entry: auditLog,
        actor: { id: users.id, name: users.name, email: users.email },
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(direction(auditLog.createdAt), direction(auditLog.id)),
    filter,
    db.select({ n: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(where),
  );
}

export async function listAuditActions(db: TDbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .orderBy(asc(auditLog.action));
  return rows.map((r) => r.action);
}
