import { and, asc, count, desc, eq, gte, lt, or, sql, type Column, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../../db/client';
import { pageWithTotal } from '../../db/page-with-total';
import {
  auditLog,
  bankAccounts,
  invitations,
  packages,
  templates,
  transactions,
  users,
} from '../../db/schema';
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

const subjectUsers = alias(users, 'subject_users');
const transactionPackages = alias(packages, 'transaction_packages');

/**
 * The entry's subject id as a uuid when it is one (every id the app records), so each join below is a
 * primary-key lookup; CASE keeps a hand-written id that is not a uuid from failing the cast.
 */
const subjectUuid = sql`(case when ${auditLog.subjectId} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then ${auditLog.subjectId}::uuid end)`;
const about = (subjectType: string, id: Column) =>
  and(eq(auditLog.subjectType, subjectType), eq(id, subjectUuid));

/** The actor and whatever the entry is about, joined in the list's own query: no lookup per row. */
function withNames<T extends PgSelect>(query: T) {
  return query
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .leftJoin(subjectUsers, about('user', subjectUsers.id))
    .leftJoin(templates, about('template', templates.id))
    .leftJoin(packages, about('package', packages.id))
    .leftJoin(bankAccounts, about('bank_account', bankAccounts.id))
    .leftJoin(invitations, about('invitation', invitations.id))
    .leftJoin(transactions, about('transaction', transactions.id))
    .leftJoin(transactionPackages, eq(transactionPackages.id, transactions.packageId));
}

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
        subjectUsers.name,
        subjectUsers.email,
        templates.name,
        packages.name,
        bankAccounts.bankName,
        invitations.slug,
        transactions.invoiceNumber,
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
    withNames(
      db
        .select({
          entry: auditLog,
          actor: { id: users.id, name: users.name, email: users.email },
          names: {
            userId: subjectUsers.id,
            userName: subjectUsers.name,
            userEmail: subjectUsers.email,
            templateId: templates.id,
            templateName: templates.name,
            packageId: packages.id,
            packageName: packages.name,
            packagePrice: packages.price,
            bankAccountId: bankAccounts.id,
            bankName: bankAccounts.bankName,
            accountNumber: bankAccounts.accountNumber,
            invitationId: invitations.id,
            invitationSlug: invitations.slug,
            // Only the couple: the whole content can be large and the name is all the log shows.
            couple: sql<unknown>`${invitations.content} -> 'couple'`,
            transactionId: transactions.id,
            invoiceNumber: transactions.invoiceNumber,
            amount: transactions.amount,
            transactionPackage: transactionPackages.name,
          },
        })
        .from(auditLog)
        .$dynamic(),
    )
      .where(where)
      .orderBy(direction(auditLog.createdAt), direction(auditLog.id)),
    filter,
    withNames(db.select({ n: count() }).from(auditLog).$dynamic()).where(where),
  );
}

export type TAuditRow = Awaited<ReturnType<typeof listAuditEntries>>['rows'][number];

export async function listAuditActions(db: TDbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .orderBy(asc(auditLog.action));
  return rows.map((r) => r.action);
}
