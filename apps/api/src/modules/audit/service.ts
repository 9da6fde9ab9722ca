import type { z } from 'zod';
import {
  coupleNames,
  jakartaDate,
  type TAuditList,
  type TAuditSubject,
  type TInvitationContentDraft,
  type ZAuditExportQuery,
  type ZAuditListQuery,
} from '@undangin/shared';
import type { TDbOrTx } from '../../db/client';
import { toCsv } from '../../lib/csv';
import {
  insertAuditEntry,
  listAuditActions,
  listAuditEntries,
  type TAuditEntryInput,
  type TAuditRow,
} from './repository';

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

type TAuditFilterQuery = z.output<typeof ZAuditExportQuery>;

/** The list's filters as the repository takes them; dates are whole days in UTC+7. */
function filterOf(query: TAuditFilterQuery) {
  return {
    q: query.q,
    action: query.action || undefined,
    subjectType: query.subjectType || undefined,
    subjectId: query.subjectId || undefined,
    actorId: query.actorId,
    userId: query.userId,
    from: query.from ? jakartaDayStart(query.from, 0) : undefined,
    to: query.to ? jakartaDayStart(query.to, 1) : undefined,
    orderBy: query.orderBy,
  };
}

/** The audit log page: newest first by default, every filter optional. */
export async function listAuditLog(
  db: TDbOrTx,
  query: z.output<typeof ZAuditListQuery>,
): Promise<TAuditList> {
  const [{ rows, total }, actions] = await Promise.all([
    listAuditEntries(db, {
      ...filterOf(query),
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
    }),
    listAuditActions(db),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.entry.id,
      actor: row.actor?.id ? { id: row.actor.id, name: row.actor.name, email: row.actor.email } : null,
      action: row.entry.action,
      subjectType: row.entry.subjectType,
      subjectId: row.entry.subjectId,
      subject: subjectOf(row),
      before: row.entry.before,
      after: row.entry.after,
      createdAt: row.entry.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    perPage: query.perPage,
    actions,
  };
}

/** The most entries one export holds, newest (or oldest) first: the filters narrow a longer log. */
export const AUDIT_EXPORT_MAX = 10_000;

/**
 * The filtered log as CSV for the books: every entry with its ids (actor, subject) beside the names
 * the screen shows, and the recorded values before and after as JSON.
 */
export async function exportAuditLog(db: TDbOrTx, query: TAuditFilterQuery) {
  const { rows } = await listAuditEntries(db, { ...filterOf(query), limit: AUDIT_EXPORT_MAX, offset: 0 });
  const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
  const body = toCsv(
    [
      'Waktu',
      'Tindakan',
      'ID pelaku',
      'Pelaku',
      'Email pelaku',
      'Jenis subjek',
      'ID subjek',
      'Subjek',
      'Keterangan subjek',
      'Jumlah (Rp)',
      'Subjek terhapus',
      'Sebelum',
      'Sesudah',
    ],
    rows.map((row) => {
      const subject = subjectOf(row);
      return [
        row.entry.createdAt.toISOString(),
        row.entry.action,
        row.entry.actorId,
        row.actor?.name ?? null,
        row.actor?.email ?? null,
        row.entry.subjectType,
        row.entry.subjectId,
        subject.name,
        subject.detail,
        subject.amount,
        subject.deleted ? 'ya' : null,
        json(row.entry.before),
        json(row.entry.after),
      ];
    }),
  );
  return {
    body,
    contentType: 'text/csv; charset=utf-8',
    fileName: `log-audit-${jakartaDate(new Date())}.csv`,
  };
}

/**
 * The entry's subject by the names people know: the object as it is now, or, once it is gone, what the
 * entry recorded of it (a deleted template's or package's name). A deleted account's entries were
 * scrubbed of its name, so it stays nameless.
 */
function subjectOf({ entry, names }: TAuditRow): TAuditSubject {
  const recorded = { ...asRecord(entry.before), ...asRecord(entry.after) };
  const recordedText = (key: string) => (typeof recorded[key] === 'string' ? recorded[key] : null);
  const recordedNumber = (key: string) => (typeof recorded[key] === 'number' ? recorded[key] : null);
  const subject = (found: string | null | undefined, fields: Omit<TAuditSubject, 'deleted'>) => ({
    ...fields,
    deleted: entry.subjectId !== null && !found,
  });
  switch (entry.subjectType) {
    case 'user':
      return subject(names?.userId, {
        name: names?.userName ?? null,
        detail: names?.userEmail ?? null,
        amount: null,
      });
    case 'template':
      return subject(names?.templateId, {
        name: names?.templateName ?? recordedText('name'),
        detail: null,
        amount: null,
      });
    case 'package':
      return subject(names?.packageId, {
        name: names?.packageName ?? recordedText('name'),
        detail: null,
        amount: names?.packagePrice ?? recordedNumber('price'),
      });
    case 'bank_account':
      return subject(names?.bankAccountId, {
        name: names?.bankName ?? recordedText('bankName'),
        detail: names?.accountNumber ?? recordedText('accountNumber'),
        amount: null,
      });
    case 'invitation': {
      const couple = names?.couple ? coupleNames({ couple: names.couple } as TInvitationContentDraft) : '';
      return subject(names?.invitationId, {
        name: couple || (names?.invitationSlug ?? null),
        detail: names?.invitationSlug ?? null,
        amount: null,
      });
    }
    case 'transaction':
      return subject(names?.transactionId, {
        name: names?.invoiceNumber ?? recordedText('invoiceNumber'),
        detail: names?.transactionPackage ?? null,
        amount: names?.amount ?? recordedNumber('amount'),
      });
    default:
      return { name: null, detail: null, amount: null, deleted: false };
  }
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** Midnight in Western Indonesia (UTC+7, no daylight saving) of `date` plus `days`. */
function jakartaDayStart(date: string, days: number): Date {
  const start = new Date(`${date}T00:00:00+07:00`);
  return new Date(start.getTime() + days * 24 * 60 * 60 * 1000);
}
