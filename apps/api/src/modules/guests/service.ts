import {
  assignMemberIds,
  lastMemberNumber,
  DEFAULT_INVITATION_MESSAGE,
  DEFAULT_REMINDER_MESSAGE,
  eventLabel,
  GUEST_FIELDS,
  messageContext,
  quotaBelowMembersMessage,
  resolveSettings,
  type TGuest,
  type TGuestBulk,
  type TGuestCreateParsed,
  type TGuestMember,
  type TGuestMembersParsed,
  type TGuestList,
  type TGuestListQuery,
  type TGuestPrivacy,
  type TGuestBulkAnswer,
  type TFollowUpKind,
  type TGuestStats,
  type TGuestUpdateParsed,
  type TInvitationContentDraft,
  type TMessageSettings,
  type TMessageTemplates,
  ZGuestListQuery,
} from '@undangin/shared';
import type { TDbOrTx } from '../../db/client';
import { invalid } from '../../lib/errors';
import { ownedGuest, ownedInvitation, type TGuestsContext } from './context';
import { newGuestCode } from './codes';
import { answersOfGuests } from '../rsvp-questions/service';
import { followUpsOfGuests, insertFollowUp } from './follow-ups-repository';
import { assertRoomForOne, checkInAllowedFor, guestLimitFor } from './limits';
import { guestFilterWhere } from './list-query-repository';
import { contentOf, personalLink, toGuest } from './presenter';
import { extendedErasureDate, erasureDate, toPrivacy } from './privacy';
import * as repo from './repository';

export function groupByGuest<T extends { guestId: string | null }>(items: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    if (!item.guestId) continue;
    const list = map.get(item.guestId);
    if (list) list.push(item);
    else map.set(item.guestId, [item]);
  }
  return map;
}

/** Attaches each guest's answers, wishes, arrivals and personal link. */
export async function presentGuests(
  db: TDbOrTx,
  appUrl: string,
  slug: string,
  rows: repo.TGuestListRow[],
): Promise<TGuest[]> {
  const ids = rows.map((row) => row.id);
  const [answers, guestWishes, followUps, questionAnswers, arrivals] = await Promise.all([
    repo.rsvpsOfGuests(db, ids),
    repo.wishesOfGuests(db, ids),
    followUpsOfGuests(db, ids),
    answersOfGuests(db, ids),
    repo.arrivalsOfGuests(db, ids),
  ]);
  const arrivalsOf = groupByGuest(arrivals);
  const questionAnswersOf = groupByGuest(questionAnswers);
  const answersOf = groupByGuest(answers);
  const wishesOf = groupByGuest(guestWishes);
  const followUpsOf = new Map(followUps.map((row) => [row.guestId, row]));
  return rows.map((row) =>
    toGuest(row, {
      link: personalLink(appUrl, slug, row.code, row.language),
      rsvps: answersOf.get(row.id) ?? [],
      wishCount: wishesOf.get(row.id)?.length ?? 0,
      followUps: followUpsOf.get(row.id),
      arrivals: arrivalsOf.get(row.id) ?? [],
      questionAnswers: (questionAnswersOf.get(row.id) ?? []).map(({ questionId, personKey, value }) => ({
        questionId,
        personKey,
        value,
      })),
    }),
  );
}

async function presentOne(ctx: TGuestsContext, guestId: string, slug: string): Promise<TGuest> {
  const row = await repo.findGuestListRow(ctx.db, guestId);
  const [guest] = await presentGuests(ctx.db, ctx.appUrl, slug, row ? [row] : []);
  return guest!;
}

export async function listGuests(
  ctx: TGuestsContext,
  invitationId: string,
  query: TGuestListQuery,
): Promise<TGuestList> {
  const invitation = await ownedInvitation(ctx, invitationId);
  const q = ZGuestListQuery.parse(query);
  const where = guestFilterWhere(invitation.id, q);
  const [total, rows] = await Promise.all([
    repo.countFiltered(ctx.db, where),
    repo.listGuests(ctx.db, where, q, { limit: q.perPage, offset: (q.page - 1) * q.perPage }),
  ]);
  return {
    data: await presentGuests(ctx.db, ctx.appUrl, invitation.slug, rows),
    total,
    page: q.page,
    perPage: q.perPage,
  };
}

/** The sessions must be events of this invitation. */
export function checkInvitedEvents(content: TInvitationContentDraft, ids: string[] | undefined): void {
  if (!ids?.length) return;
  const known = new Set((content.events ?? []).map((event) => event.id));
  if (ids.some((id) => !known.has(id))) {
    throw invalid({ invitedEventIds: ['Sesi yang dipilih tidak ada di undangan ini'] });
  }
}

/** A household's quota holds every member (the plus-ones are the places beyond them). */
function assertQuotaHoldsMembers(quota: number, members: readonly TGuestMember[]): void {
  if (quota < members.length) throw invalid({ quota: [quotaBelowMembersMessage(members.length)] });
}

/** The members an edit sends: ids it names must be the guest's own, and new members get fresh ids. */
function editedMembers(
  input: TGuestMembersParsed,
  existing: readonly TGuestMember[],
  lastGiven: number,
): TGuestMember[] {
  const known = new Set(existing.map((member) => member.id));
  const errors: Record<string, string[]> = {};
  input.forEach((member, index) => {
    if (member.id && !known.has(member.id))
      errors[`members.${index}.id`] = ['Anggota keluarga tidak dikenal'];
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return assignMemberIds(input, existing, lastGiven);
}

async function assertPhoneFree(
  db: TDbOrTx,
  invitationId: string,
  phone: string,
  exceptId?: string,
): Promise<void> {
  const other = await repo.findGuestByPhone(db, invitationId, phone, exceptId);
  if (other) throw invalid({ phone: [`Nomor ini sudah dipakai oleh tamu "${other.name}"`] });
}

export async function createGuest(
  ctx: TGuestsContext,
  invitationId: string,
  input: TGuestCreateParsed,
): Promise<TGuest> {
  const owned = await ownedInvitation(ctx, invitationId);
  const guestId = await ctx.db.transaction(async (tx) => {
    const invitation = (await repo.lockInvitation(tx, owned.id))!;
    const content = contentOf(invitation);
    checkInvitedEvents(content, input.invitedEventIds);
    const members = assignMemberIds(input.members ?? []);
    // Without a quota a household gets the invitation's default, raised to hold all its members.
    const quota = input.quota ?? Math.max(resolveSettings(content).defaultPax, members.length);
    assertQuotaHoldsMembers(quota, members);
    await assertRoomForOne(tx, invitation);
    if (input.phone) await assertPhoneFree(tx, invitation.id, input.phone);
    const [row] = await repo.insertGuests(tx, [
      {
        invitationId: invitation.id,
        code: newGuestCode(),
        name: input.name,
        salutation: input.salutation ?? null,
        phone: input.phone ?? null,
        email: input.email ?? null,
        group: input.group ?? null,
        quota,
        invitedEventIds: input.invitedEventIds ?? [],
        notes: input.notes ?? null,
        language: input.language ?? null,
        members,
        lastMemberNumber: lastMemberNumber(members),
        createdAt: ctx.now,
        updatedAt: ctx.now,
      },
    ]);
    return row!.id;
  });
  return presentOne(ctx, guestId, owned.slug);
}

export async function updateGuest(
  ctx: TGuestsContext,
  guestId: string,
  patch: TGuestUpdateParsed,
): Promise<TGuest> {
  const { guest, invitation } = await ownedGuest(ctx, guestId);
  checkInvitedEvents(contentOf(invitation), patch.invitedEventIds);
  if (patch.phone) await assertPhoneFree(ctx.db, invitation.id, patch.phone, guest.id);
  const members = patch.members
    ? editedMembers(patch.members, guest.members, guest.lastMemberNumber)
    : guest.members;
  assertQuotaHoldsMembers(patch.quota ?? guest.quota, members);
  const changes: repo.TGuestPatch = { updatedAt: ctx.now };
  for (const key of GUEST_FIELDS) {
    if (patch[key] !== undefined) Object.assign(changes, { [key]: patch[key] });
  }
  if (patch.members) {
    changes.members = members;
    changes.lastMemberNumber = lastMemberNumber(members, guest.lastMemberNumber);
  }
  await repo.updateGuest(ctx.db, guest.id, changes);
  return presentOne(ctx, guest.id, invitation.slug);
}

/** The personal links a change took away: the public page forgets them at once. */
export type TRemovedLinks = { invitationId: string; codes: string[] };

export async function deleteGuest(ctx: TGuestsContext, guestId: string): Promise<TRemovedLinks> {
  const { guest, invitation } = await ownedGuest(ctx, guestId);
  const codes = await ctx.db.transaction((tx) => repo.deleteGuests(tx, invitation.id, [guest.id]));
  return { invitationId: invitation.id, codes };
}

export async function bulk(
  ctx: TGuestsContext,
  invitationId: string,
  body: TGuestBulk & { group?: string | null },
): Promise<TGuestBulkAnswer & { removed: TRemovedLinks }> {
  const invitation = await ownedInvitation(ctx, invitationId);
  const none = { invitationId: invitation.id, codes: [] };
  switch (body.action) {
    case 'delete': {
      const codes = await ctx.db.transaction((tx) => repo.deleteGuests(tx, invitation.id, body.ids));
      return {
        affected: codes.length,
        message: `${codes.length} tamu dihapus`,
        removed: { invitationId: invitation.id, codes },
      };
    }
    case 'group': {
      const affected = await repo.setGroup(ctx.db, invitation.id, body.ids, body.group ?? null, ctx.now);
      return {
        affected,
        message: body.group
          ? `${affected} tamu dipindah ke kelompok ${body.group}`
          : `Kelompok ${affected} tamu dikosongkan`,
        removed: none,
      };
    }
    case 'sent': {
      const affected = await repo.markSent(ctx.db, invitation.id, body.ids, ctx.now);
      return { affected, message: `${affected} tamu ditandai sudah dikirim`, removed: none };
    }
  }
}

/**
 * A message the couple sent from the walk-through: the guest counts as sent from the first one on, and
 * every message is kept as a follow-up with its template; a reminder or the couple's own text is a
 * reminder in the list ("Pengingat ke-2").
 */
export async function markSent(
  ctx: TGuestsContext,
  guestId: string,
  message: { kind: TFollowUpKind; template?: string | undefined },
): Promise<TGuest> {
  const { guest, invitation } = await ownedGuest(ctx, guestId);
  await ctx.db.transaction(async (tx) => {
    await repo.markSent(tx, invitation.id, [guest.id], ctx.now);
    if (message.kind !== 'invitation') await repo.markReminded(tx, guest.id, ctx.now);
    await insertFollowUp(tx, {
      guestId: guest.id,
      kind: message.kind,
      template: message.template ?? null,
      sentAt: ctx.now,
      sentBy: ctx.actor.id,
    });
  });
  return presentOne(ctx, guest.id, invitation.slug);
}

export async function stats(ctx: TGuestsContext, invitationId: string): Promise<TGuestStats> {
  const invitation = await ownedInvitation(ctx, invitationId);
  const content = contentOf(invitation);
  const [groups, events, limit] = await Promise.all([
    repo.groupStats(ctx.db, invitation.id),
    repo.eventStats(ctx.db, invitation.id),
    guestLimitFor(ctx.db, invitation),
  ]);
  const sum = (key: Exclude<keyof repo.TGroupStatsRow, 'group'>) =>
    groups.reduce((total, row) => total + row[key], 0);
  const answered = sum('answered');
  const attending = sum('attending');
  const declined = sum('declined');
  const eventRows = await Promise.all(
    (content.events ?? []).map(async (event) => {
      const counted = events.find((row) => row.eventId === event.id);
      return {
        eventId: event.id,
        label: eventLabel(event),
        invited: await repo.invitedCount(ctx.db, invitation.id, event.id),
        hadir: counted?.hadir ?? 0,
        hadirPax: counted?.hadirPax ?? 0,
        tidakHadir: counted?.tidakHadir ?? 0,
        ragu: counted?.ragu ?? 0,
      };
    }),
  );
  return {
    total: sum('total'),
    sent: sum('sent'),
    opened: sum('opened'),
    answered,
    attending,
    attendingPax: sum('attendingPax'),
    declined,
    maybe: answered - attending - declined,
    checkedIn: sum('checkedIn'),
    checkedInPax: sum('checkedInPax'),
    walkIns: sum('walkIns'),
    limit,
    defaultQuota: resolveSettings(content).defaultPax,
    groups: groups.map((row) => ({
      group: row.group,
      total: row.total,
      sent: row.sent,
      opened: row.opened,
      answered: row.answered,
      attending: row.attending,
      attendingPax: row.attendingPax,
      checkedIn: row.checkedIn,
      checkedInPax: row.checkedInPax,
    })),
    events: eventRows,
  };
}

export async function messageSettings(ctx: TGuestsContext, invitationId: string): Promise<TMessageSettings> {
  const invitation = await ownedInvitation(ctx, invitationId);
  const saved = await repo.findMessageTemplates(ctx.db, invitation.id);
  return {
    invitation: saved?.invitationMessage ?? DEFAULT_INVITATION_MESSAGE,
    reminder: saved?.reminderMessage ?? DEFAULT_REMINDER_MESSAGE,
    isDefault: !saved,
    context: messageContext(contentOf(invitation), await checkInAllowedFor(ctx.db, invitation)),
  };
}

export async function saveMessageSettings(
  ctx: TGuestsContext,
  invitationId: string,
  templates: TMessageTemplates,
): Promise<TMessageSettings> {
  const invitation = await ownedInvitation(ctx, invitationId);
  await repo.saveMessageTemplates(
    ctx.db,
    invitation.id,
    { invitationMessage: templates.invitation, reminderMessage: templates.reminder },
    ctx.now,
  );
  return messageSettings(ctx, invitation.id);
}

export async function privacy(ctx: TGuestsContext, invitationId: string): Promise<TGuestPrivacy> {
  const invitation = await ownedInvitation(ctx, invitationId);
  return toPrivacy(contentOf(invitation), await repo.findPrivacy(ctx.db, invitation.id));
}

/** Keeps phones and e-mails longer; the owner is warned again before the new date. */
export async function extendPrivacy(
  ctx: TGuestsContext,
  invitationId: string,
  days: number,
): Promise<TGuestPrivacy> {
  const invitation = await ownedInvitation(ctx, invitationId);
  const content = contentOf(invitation);
  const current = erasureDate(content, await repo.findPrivacy(ctx.db, invitation.id));
  await repo.upsertPrivacy(
    ctx.db,
    invitation.id,
    { extendedUntil: extendedErasureDate(current, ctx.now, days) },
    ctx.now,
  );
  return toPrivacy(content, await repo.findPrivacy(ctx.db, invitation.id));
}
