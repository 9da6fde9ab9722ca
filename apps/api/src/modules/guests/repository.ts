import { and, asc, count, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { TGuestMember, TGuestSortField } from '@undangin/shared';
import type { TDbOrTx } from '../../db/client';
import {
  guestArrivals,
  guestMessageTemplates,
  guestOpens,
  guestPrivacy,
  guests,
  invitations,
  rsvps,
  wishes,
} from '../../db/schema';
import { invitationRef, type TInvitationRef } from '../invitations/repository';
import { arrivedPaxExpr, guestOrderBy, openCountExpr, rsvpPaxExpr } from './list-query-repository';

export type TGuestRow = typeof guests.$inferSelect;
export type TGuestInsert = typeof guests.$inferInsert;
export type TGuestPatch = Partial<Omit<TGuestInsert, 'id' | 'invitationId' | 'code' | 'createdAt'>>;

/** A guest with what the public page recorded about it. */
export type TGuestListRow = TGuestRow & {
  firstOpenedAt: Date | null;
  openCount: number;
  rsvpPax: number | null;
};

/** The guests area, its check-in and its import read their invitation through the invitations area's query. */
export {
  findInvitationRef as findInvitation,
  lockInvitation,
  type TInvitationRef,
} from '../invitations/repository';

export async function findGuest(
  db: TDbOrTx,
  guestId: string,
): Promise<{ guest: TGuestRow; invitation: TInvitationRef } | undefined> {
  const [row] = await db
    .select({ guest: guests, invitation: invitationRef })
    .from(guests)
    .innerJoin(invitations, eq(invitations.id, guests.invitationId))
    .where(eq(guests.id, guestId));
  return row;
}

/** The guest a personal code names on one invitation, with the invitation's slug and creation time. */
export async function findGuestByCode(db: TDbOrTx, invitationId: string, code: string) {
  const [row] = await db
    .select({
      id: guests.id,
      code: guests.code,
      name: guests.name,
      salutation: guests.salutation,
      quota: guests.quota,
      invitedEventIds: guests.invitedEventIds,
      members: guests.members,
      language: guests.language,
      slug: invitations.slug,
      createdAt: invitations.createdAt,
    })
    .from(guests)
    .innerJoin(invitations, eq(invitations.id, guests.invitationId))
    .where(and(eq(guests.invitationId, invitationId), eq(guests.code, code)));
  return row;
}

export async function countGuests(db: TDbOrTx, invitationId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(guests).where(eq(guests.invitationId, invitationId));
  return Number(row?.n ?? 0);
}

const listColumns = {
  guest: guests,
  firstOpenedAt: guestOpens.firstOpenedAt,
  openCount: openCountExpr.mapWith(Number),
  rsvpPax: rsvpPaxExpr,
};

function toListRow(row: {
  guest: TGuestRow;
  firstOpenedAt: Date | null;
  openCount: number;
  rsvpPax: unknown;
}): TGuestListRow {
  return {
    ...row.guest,
    firstOpenedAt: row.firstOpenedAt,
    openCount: row.openCount,
    rsvpPax: row.rsvpPax === null || row.rsvpPax === undefined ? null : Number(row.rsvpPax),
  };
}

export async function listGuests(
  db: TDbOrTx,
  where: SQL,
  sort: { sortBy: TGuestSortField; orderBy: 'asc' | 'desc' },
  page: { limit: number; offset: number } | null,
): Promise<TGuestListRow[]> {
  const query = db
    .select(listColumns)
    .from(guests)
    .leftJoin(guestOpens, eq(guestOpens.guestId, guests.id))
    .where(where)
    .orderBy(...guestOrderBy(sort.sortBy, sort.orderBy));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(toListRow);
}

export async function countFiltered(db: TDbOrTx, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(guests)
    .leftJoin(guestOpens, eq(guestOpens.guestId, guests.id))
    .where(where);
  return Number(row?.n ?? 0);
}

export async function listGuestsByIds(
  db: TDbOrTx,
  invitationId: string,
  ids: string[],
): Promise<TGuestListRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(listColumns)
    .from(guests)
    .leftJoin(guestOpens, eq(guestOpens.guestId, guests.id))
    .where(and(eq(guests.invitationId, invitationId), inArray(guests.id, ids)))
    .orderBy(...guestOrderBy('name', 'asc'));
  return rows.map(toListRow);
}

export async function findGuestListRow(db: TDbOrTx, guestId: string): Promise<TGuestListRow | undefined> {
  const [row] = await db
    .select(listColumns)
    .from(guests)
    .leftJoin(guestOpens, eq(guestOpens.guestId, guests.id))
    .where(eq(guests.id, guestId));
  return row ? toListRow(row) : undefined;
}

export type TRsvpRow = Pick<
  typeof rsvps.$inferSelect,
  'guestId' | 'eventId' | 'attendance' | 'pax' | 'attendees' | 'message' | 'updatedAt'
>;

/** Runs a lookup by ids in slices, so a whole list's ids never exceed the parameter limit. */
async function inSlices<T>(ids: string[], lookup: (slice: string[]) => Promise<T[]>): Promise<T[]> {
  const found: T[] = [];
  for (let i = 0; i < ids.length; i += 5000) found.push(...(await lookup(ids.slice(i, i + 5000))));
  return found;
}

export async function rsvpsOfGuests(db: TDbOrTx, guestIds: string[]): Promise<TRsvpRow[]> {
  return inSlices(guestIds, (ids) => rsvpsOfSlice(db, ids));
}

async function rsvpsOfSlice(db: TDbOrTx, guestIds: string[]): Promise<TRsvpRow[]> {
  if (guestIds.length === 0) return [];
  return db
    .select({
      guestId: rsvps.guestId,
      eventId: rsvps.eventId,
      attendance: rsvps.attendance,
      pax: rsvps.pax,
      attendees: rsvps.attendees,
      message: rsvps.message,
      updatedAt: rsvps.updatedAt,
    })
    .from(rsvps)
    .where(inArray(rsvps.guestId, guestIds))
    .orderBy(asc(rsvps.eventId));
}

export type TArrivalRecord = typeof guestArrivals.$inferSelect;

/** The guests' arrivals, one per guest and session, earliest first. */
export async function arrivalsOfGuests(db: TDbOrTx, guestIds: string[]): Promise<TArrivalRecord[]> {
  return inSlices(guestIds, (ids) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(guestArrivals)
          .where(inArray(guestArrivals.guestId, ids))
          .orderBy(asc(guestArrivals.at), asc(guestArrivals.id)),
  );
}

export type TWishRow = { guestId: string | null; message: string; createdAt: Date };

export async function wishesOfGuests(db: TDbOrTx, guestIds: string[]): Promise<TWishRow[]> {
  return inSlices(guestIds, (ids) => wishesOfSlice(db, ids));
}

async function wishesOfSlice(db: TDbOrTx, guestIds: string[]): Promise<TWishRow[]> {
  if (guestIds.length === 0) return [];
  return db
    .select({ guestId: wishes.guestId, message: wishes.message, createdAt: wishes.createdAt })
    .from(wishes)
    .where(inArray(wishes.guestId, guestIds))
    .orderBy(asc(wishes.createdAt));
}

/** Inserts in chunks: PostgreSQL takes at most 65,535 parameters in one statement. */
export async function insertGuests(db: TDbOrTx, values: TGuestInsert[]): Promise<TGuestRow[]> {
  const inserted: TGuestRow[] = [];
  for (let i = 0; i < values.length; i += 1000) {
    inserted.push(
      ...(await db
        .insert(guests)
        .values(values.slice(i, i + 1000))
        .returning()),
    );
  }
  return inserted;
}

/** A guest row as the bulk statements read it from JSON (snake_case, the table's own column names). */
type TBulkGuest = {
  invitation_id: string;
  code: string;
  name: string;
  salutation: string | null;
  phone: string | null;
  email: string | null;
  group_name: string | null;
  quota: number;
  invited_event_ids: string[];
  notes: string | null;
  language: string | null;
  members: TGuestMember[];
  last_member_number: number;
  created_at: string;
};

const BULK_SLICE = 5000;

/**
 * Inserts an import's rows as one JSON parameter per slice: thousands of rows bound as separate
 * parameters cost far more than PostgreSQL unpacking them itself with jsonb_to_recordset.
 */
export async function insertGuestsBulk(db: TDbOrTx, values: TGuestInsert[], now: Date): Promise<void> {
  for (let i = 0; i < values.length; i += BULK_SLICE) {
    const rows: TBulkGuest[] = values.slice(i, i + BULK_SLICE).map((value) => ({
      invitation_id: value.invitationId,
      code: value.code,
      name: value.name,
      salutation: value.salutation ?? null,
      phone: value.phone ?? null,
      email: value.email ?? null,
      group_name: value.group ?? null,
      quota: value.quota,
      invited_event_ids: value.invitedEventIds ?? [],
      notes: value.notes ?? null,
      language: value.language ?? null,
      members: value.members ?? [],
      last_member_number: value.lastMemberNumber ?? 0,
      created_at: now.toISOString(),
    }));
    await db.execute(sql`
      insert into guests (invitation_id, code, name, salutation, phone, email, group_name, quota, invited_event_ids, notes, language, members, last_member_number, created_at, updated_at)
      select invitation_id, code, name, salutation, phone, email, group_name, quota, invited_event_ids, notes, language, members, last_member_number, created_at, created_at
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
        invitation_id uuid, code text, name text, salutation text, phone text, email text, group_name text,
        quota int, invited_event_ids jsonb, notes text, language text, members jsonb, last_member_number int,
        created_at timestamptz
      )`);
  }
}

/**
 * Applies an import's changes in one statement per slice. An import never clears a field (an empty
 * cell keeps what the guest has), so a missing value keeps the current one.
 */
export async function updateGuestsBulk(
  db: TDbOrTx,
  invitationId: string,
  patches: { id: string; patch: TGuestPatch }[],
  now: Date,
): Promise<string[]> {
  const codes: string[] = [];
  for (let i = 0; i < patches.length; i += BULK_SLICE) {
    const rows = patches.slice(i, i + BULK_SLICE).map(({ id, patch }) => ({
      id,
      name: patch.name ?? null,
      salutation: patch.salutation ?? null,
      phone: patch.phone ?? null,
      email: patch.email ?? null,
      group_name: patch.group ?? null,
      quota: patch.quota ?? null,
      invited_event_ids: patch.invitedEventIds ?? null,
      notes: patch.notes ?? null,
      language: patch.language ?? null,
      members: patch.members ?? null,
      last_member_number: patch.lastMemberNumber ?? null,
    }));
    const result = await db.execute(sql`
      update guests g set
        name = coalesce(x.name, g.name),
        salutation = coalesce(x.salutation, g.salutation),
        phone = coalesce(x.phone, g.phone),
        email = coalesce(x.email, g.email),
        group_name = coalesce(x.group_name, g.group_name),
        quota = coalesce(x.quota, g.quota),
        invited_event_ids = coalesce(x.invited_event_ids, g.invited_event_ids),
        notes = coalesce(x.notes, g.notes),
        language = coalesce(x.language, g.language),
        members = coalesce(x.members, g.members),
        last_member_number = coalesce(x.last_member_number, g.last_member_number),
        updated_at = ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
        id uuid, name text, salutation text, phone text, email text, group_name text,
        quota int, invited_event_ids jsonb, notes text, language text, members jsonb,
        last_member_number int
      )
      where g.id = x.id and g.invitation_id = ${invitationId}
      returning g.code`);
    codes.push(...(result as unknown as { rows: { code: string }[] }).rows.map((row) => row.code));
  }
  return codes;
}

export async function updateGuest(
  db: TDbOrTx,
  guestId: string,
  patch: TGuestPatch,
): Promise<TGuestRow | undefined> {
  const [row] = await db.update(guests).set(patch).where(eq(guests.id, guestId)).returning();
  return row;
}

/** A phone number another guest of the invitation already has; it identifies a guest on import. */
export async function findGuestByPhone(
  db: TDbOrTx,
  invitationId: string,
  phone: string,
  exceptId?: string,
): Promise<TGuestRow | undefined> {
  const [row] = await db
    .select()
    .from(guests)
    .where(
      and(
        eq(guests.invitationId, invitationId),
        eq(guests.phone, phone),
        exceptId ? ne(guests.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function allGuestsOf(db: TDbOrTx, invitationId: string): Promise<TGuestRow[]> {
  return db.select().from(guests).where(eq(guests.invitationId, invitationId));
}

/**
 * Deletes guests with what the public page kept about them (opens and answers); their wishes stay on
 * the page, no longer tied to a guest. Answers the deleted guests' codes.
 */
export async function deleteGuests(db: TDbOrTx, invitationId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const owned = await db
    .select({ id: guests.id })
    .from(guests)
    .where(and(eq(guests.invitationId, invitationId), inArray(guests.id, ids)));
  const ownedIds = owned.map((row) => row.id);
  if (ownedIds.length === 0) return [];
  await db.delete(rsvps).where(inArray(rsvps.guestId, ownedIds));
  await db.delete(guestOpens).where(inArray(guestOpens.guestId, ownedIds));
  await db.update(wishes).set({ guestId: null }).where(inArray(wishes.guestId, ownedIds));
  const deleted = await db
    .delete(guests)
    .where(inArray(guests.id, ownedIds))
    .returning({ code: guests.code });
  return deleted.map((row) => row.code);
}

export async function setGroup(
  db: TDbOrTx,
  invitationId: string,
  ids: string[],
  group: string | null,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(guests)
    .set({ group, updatedAt: now })
    .where(and(eq(guests.invitationId, invitationId), inArray(guests.id, ids)))
    .returning({ id: guests.id });
  return rows.length;
}

/** Keeps the first sending time: sending again later is not a new first contact. */
export async function markSent(db: TDbOrTx, invitationId: string, ids: string[], now: Date): Promise<number> {
  const rows = await db
    .update(guests)
    .set({ sentAt: sql`coalesce(${guests.sentAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
    .where(and(eq(guests.invitationId, invitationId), inArray(guests.id, ids)))
    .returning({ id: guests.id });
  return rows.length;
}

export async function markReminded(db: TDbOrTx, guestId: string, now: Date): Promise<void> {
  await db.update(guests).set({ remindedAt: now, updatedAt: now }).where(eq(guests.id, guestId));
}

export type TGroupStatsRow = {
  group: string | null;
  total: number;
  sent: number;
  opened: number;
  answered: number;
  attending: number;
  declined: number;
  attendingPax: number;
  checkedIn: number;
  checkedInPax: number;
  walkIns: number;
};

/** Totals per group in one pass: each guest's answers are folded once, then counted. */
export async function groupStats(db: TDbOrTx, invitationId: string): Promise<TGroupStatsRow[]> {
  const answers = db
    .select({
      guestId: rsvps.guestId,
      anyHadir: sql<boolean>`bool_or(${rsvps.attendance} = 'hadir')`.as('any_hadir'),
      allTidak: sql<boolean>`bool_and(${rsvps.attendance} = 'tidak_hadir')`.as('all_tidak'),
      pax: sql<number>`coalesce(max(${rsvps.pax}) filter (where ${rsvps.attendance} = 'hadir'), 0)`.as('pax'),
    })
    .from(rsvps)
    .where(and(eq(rsvps.invitationId, invitationId), isNotNull(rsvps.guestId)))
    .groupBy(rsvps.guestId)
    .as('answers');
  return db
    .select({
      group: guests.group,
      total: sql<number>`count(*)::int`,
      sent: sql<number>`count(${guests.sentAt})::int`,
      opened: sql<number>`count(${guestOpens.guestId})::int`,
      answered: sql<number>`count(${answers.guestId})::int`,
      attending: sql<number>`count(*) filter (where ${answers.anyHadir})::int`,
      declined: sql<number>`count(*) filter (where ${answers.allTidak})::int`,
      attendingPax: sql<number>`coalesce(sum(${answers.pax}), 0)::int`,
      checkedIn: sql<number>`count(${arrivedPaxExpr})::int`,
      checkedInPax: sql<number>`coalesce(sum(${arrivedPaxExpr}), 0)::int`,
      walkIns: sql<number>`count(*) filter (where ${guests.walkIn})::int`,
    })
    .from(guests)
    .leftJoin(guestOpens, eq(guestOpens.guestId, guests.id))
    .leftJoin(answers, eq(answers.guestId, guests.id))
    .where(eq(guests.invitationId, invitationId))
    .groupBy(guests.group)
    .orderBy(sql`${guests.group} asc nulls last`);
}

export type TEventStatsRow = {
  eventId: string;
  hadir: number;
  hadirPax: number;
  tidakHadir: number;
  ragu: number;
};

export async function eventStats(db: TDbOrTx, invitationId: string): Promise<TEventStatsRow[]> {
  return db
    .select({
      eventId: rsvps.eventId,
      hadir: sql<number>`count(*) filter (where ${rsvps.attendance} = 'hadir')::int`,
      hadirPax: sql<number>`coalesce(sum(${rsvps.pax}) filter (where ${rsvps.attendance} = 'hadir'), 0)::int`,
      tidakHadir: sql<number>`count(*) filter (where ${rsvps.attendance} = 'tidak_hadir')::int`,
      ragu: sql<number>`count(*) filter (where ${rsvps.attendance} = 'ragu')::int`,
    })
    .from(rsvps)
    .innerJoin(guests, eq(guests.id, rsvps.guestId))
    .where(eq(rsvps.invitationId, invitationId))
    .groupBy(rsvps.eventId);
}

/** Guests invited to an event: those with no sessions chosen (every event) and those who chose it. */
export async function invitedCount(db: TDbOrTx, invitationId: string, eventId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(guests)
    .where(
      and(
        eq(guests.invitationId, invitationId),
        sql`(${guests.invitedEventIds} = '[]'::jsonb or ${guests.invitedEventIds} @> ${JSON.stringify([eventId])}::jsonb)`,
      ),
    );
  return Number(row?.n ?? 0);
}

export async function findMessageTemplates(
  db: TDbOrTx,
  invitationId: string,
): Promise<typeof guestMessageTemplates.$inferSelect | undefined> {
  const [row] = await db
    .select()
    .from(guestMessageTemplates)
    .where(eq(guestMessageTemplates.invitationId, invitationId));
  return row;
}

export async function saveMessageTemplates(
  db: TDbOrTx,
  invitationId: string,
  values: { invitationMessage: string; reminderMessage: string },
  now: Date,
): Promise<void> {
  await db
    .insert(guestMessageTemplates)
    .values({ invitationId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: guestMessageTemplates.invitationId, set: { ...values, updatedAt: now } });
}

export type TPrivacyRow = typeof guestPrivacy.$inferSelect;

export async function findPrivacy(db: TDbOrTx, invitationId: string): Promise<TPrivacyRow | undefined> {
  const [row] = await db.select().from(guestPrivacy).where(eq(guestPrivacy.invitationId, invitationId));
  return row;
}

export async function upsertPrivacy(
  db: TDbOrTx,
  invitationId: string,
  patch: Partial<Omit<TPrivacyRow, 'invitationId'>>,
  now: Date,
): Promise<void> {
  await db
    .insert(guestPrivacy)
    .values({ invitationId, ...patch, updatedAt: now })
    .onConflictDoUpdate({ target: guestPrivacy.invitationId, set: { ...patch, updatedAt: now } });
}
