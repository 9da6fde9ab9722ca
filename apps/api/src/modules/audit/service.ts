import type { z } from 'zod';
import type { TAuditList, ZAuditListQuery } from '@undangin/shared';
import type { TDbOrTx } from '../../db/client';
import { insertAuditEntry, listAuditActions, listAuditEntries, type TAuditEntryInput } from './repository';

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

/** What the request's caller did, at the request's time: how a service records its own change. */
export function recordActorAudit(
  db: TDbOrTx,
  ctx: { actor: { id: string }; now: Date },
  entry: Omit<TRecordAudit, 'actorId' | 'at'>,
): Promise<void> {
  return recordAudit(db, { ...entry, actorId: ctx.actor.id, at: ctx.now });
}

/** Dates and other non-JSON values become what JSON.stringify makes of them, so the column holds plain JSON. */
function toJson(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value)) as unknown;
}

/** The audit log page: newest first by default, every filter optional; dates are whole days in UTC+7. */
export async function listAuditLog(
  db: TDbOrTx,
  query: z.output<typeof ZAuditListQuery>,
): Promise<TAuditList> {
  const [{ rows, total }, actions] = await Promise.all([
    listAuditEntries(db, {
      q: query.q,
      action: query.action || undefined,
      subjectType: query.subjectType || undefined,
      subjectId: query.subjectId || undefined,
      actorId: query.actorId,
      userId: query.userId,
      from: query.from ? jakartaDayStart(query.from, 0) : undefined,
      to: query.to ? jakartaDayStart(query.to, 1) : undefined,
      orderBy: query.orderBy,
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
    }),
    listAuditActions(db),
  ]);
  return {
    data: rows.map(({ entry, actor }) => ({
      id: entry.id,
      actor: actor?.id ? { id: actor.id, name: actor.name, email: actor.email } : null,
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId,
      before: entry.before,
      after: entry.after,
      createdAt: entry.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    perPage: query.perPage,
    actions,
  };
}

/** Midnight in Western Indonesia (UTC+7, no daylight saving) of `date` plus `days`. */
function jakartaDayStart(date: string, days: number): Date {
  const start = new Date(`${date}T00:00:00+07:00`);
  return new Date(start.getTime() + days * 24 * 60 * 60 * 1000);
}
