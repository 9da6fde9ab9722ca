import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  resolveSettings,
  type TAttendance,
  type TRsvpQuestion,
  type TRsvpQuestionAnswer,
  type TInvitationContentDraft,
  type TPageLanguage,
} from '@undangin/shared';
import type { TRsvpState, TTemplateTheme, TWishItem } from '@undangin/templates';
import { pageState, type TPageState } from '../modules/invitations/access';
import { planFor, type TInvitationPlanInfo } from '../modules/invitations/entitlements';
import { findInvitationBySlug } from '../modules/invitations/repository';
import { findPublicGuest, type TPublicGuest } from '../modules/guests/public-guest';
import { listRespondentRsvps, listWishes, type TRsvpRow } from '../modules/rsvp-wishes/repository';
import { askedQuestions, respondentAnswers } from '../modules/rsvp-questions/service';
import { Lru } from '../lib/lru';

/**
 * What a public page is made of, read from the database at most every few seconds per invitation and
 * per guest. The public routes clear entries when the areas announce a change (app.events), in every
 * process when Redis carries the events; otherwise other processes see it when the entries expire.
 */
export const INVITATION_TTL_MS = 5_000;
export const GUEST_TTL_MS = 30_000;
/**
 * A guest's lifetime when every process hears every change (one process on PGlite, or Redis carrying
 * the events): the lifetime is then only the fallback, and a crowd of guests opening their links is not
 * read again from the database (a query per guest, answers and QR drawing) every half minute.
 */
export const GUEST_TTL_HEARD_MS = 10 * 60_000;
/** Guests kept: each holds its QR drawing and its compressed values, about 8 KB. */
const GUESTS_CACHED = 10_000;
export const WISHES_PER_PAGE = 10;

export type TPageInvitation = {
  id: string;
  userId: string;
  slug: string;
  status: 'draft' | 'published' | 'expired';
  unpublishedReason: string | null;
  content: TInvitationContentDraft;
  component: string;
  /** The template record's palette and fonts, drawn over its design. */
  theme: TTemplateTheme;
  pageLanguage: TPageLanguage;
  plan: TInvitationPlanInfo;
  /** The newest approved wishes, the first page of the list. */
  wishes: { items: TWishItem[]; total: number };
  /** The couple's own questions the RSVP form asks (none when absent). */
  questions?: TRsvpQuestion[];
  /** Changes whenever anything above changes: part of every rendered page's cache key. */
  stamp: string;
};

export type TPageGuest = TPublicGuest & { rsvp?: TRsvpState };

function toWishItem(row: {
  id: string;
  name: string;
  message: string;
  attendance: TAttendance | null;
  createdAt: Date;
}): TWishItem {
  return {
    id: row.id,
    name: row.name,
    message: row.message,
    ...(row.attendance ? { attendance: row.attendance } : {}),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The answers of one respondent as the page shows them, with their answers to the couple's questions. */
export function rsvpState(rows: TRsvpRow[], questions: TRsvpQuestionAnswer[] = []): TRsvpState | undefined {
  if (rows.length === 0) return undefined;
  const answers: TRsvpState['answers'] = {};
  for (const row of rows) {
    answers[row.eventId] = { attendance: row.attendance, pax: Math.max(1, row.pax), attendees: row.attendees };
  }
  const newest = [...rows].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0]!;
  return {
    name: newest.name,
    ...(newest.message ? { message: newest.message } : {}),
    answers,
    ...(questions.length > 0 ? { questions } : {}),
  };
}

/** The questions as they are asked: a page rendered before an edit is not reused after it. */
function questionsHash(questions: TRsvpQuestion[]): string {
  return questions.length === 0
    ? ''
    : createHash('sha1').update(JSON.stringify(questions)).digest('base64url');
}

export function createPageData(app: FastifyInstance) {
  const invitations = new Lru<string, TPageInvitation | null>(2_000, INVITATION_TTL_MS);
  const changesHeard = app.redis !== null || app.database.kind === 'pglite';
  const guestTtl = changesHeard ? GUEST_TTL_HEARD_MS : GUEST_TTL_MS;
  // A guest is kept with the number of changes their invitation had (its plan decides the check-in QR),
  // so an invitation's change has its guests read again on their next open.
  const guests = new Lru<string, { guest: TPageGuest | null; invitationChanges: number }>(
    GUESTS_CACHED,
    guestTtl,
  );
  const invitationChanges = new Map<string, number>();
  const pending = new Map<string, Promise<TPageInvitation | null>>();
  // A load that started before an invalidation must not put its older answer back in the cache.
  let generation = 0;
  let guestGeneration = 0;

  async function load(slug: string): Promise<TPageInvitation | null> {
    const found = await findInvitationBySlug(app.db, slug);
    if (!found) return null;
    const { invitation, template } = found;
    const content = invitation.content as TInvitationContentDraft;
    const plan = await planFor(app.db, invitation);
    const published = invitation.status === 'published';
    const wishes =
      published && resolveSettings(content).wishesEnabled
        ? await listWishes(app.db, invitation.id, { status: 'approved', limit: WISHES_PER_PAGE, offset: 0 })
        : { rows: [], total: 0 };
    const questions = await askedQuestions(app.db, invitation.id);
    return {
      id: invitation.id,
      userId: invitation.userId,
      slug: invitation.slug,
      status: invitation.status,
      unpublishedReason: invitation.unpublishedReason,
      content,
      component: template?.component ?? '',
      theme: { palette: template?.palette ?? {}, fonts: template?.fonts ?? {} },
      pageLanguage: invitation.pageLanguage === 'en' ? 'en' : 'id',
      plan,
      wishes: { items: wishes.rows.map(toWishItem), total: wishes.total },
      questions,
      stamp: [
        invitation.version,
        invitation.updatedAt.getTime(),
        template?.id ?? '',
        template?.updatedAt.getTime() ?? '',
        wishes.total,
        wishes.rows[0]?.id ?? '',
        plan.activeUntil?.getTime() ?? '',
        plan.allowance.showMark ? 1 : 0,
        questionsHash(questions),
      ].join(':'),
    };
  }

  return {
    /** The invitation behind a slug, whatever its status; null when there is none. */
    async bySlug(slug: string): Promise<TPageInvitation | null> {
      const cached = invitations.get(slug);
      if (cached !== undefined) return cached;
      // Many guests opening one page at once share a single load.
      const shared = pending.get(slug);
      if (shared) return shared;
      const started = generation;
      const loading = load(slug).finally(() => {
        if (pending.get(slug) === loading) pending.delete(slug);
      });
      pending.set(slug, loading);
      const value = await loading;
      if (generation === started) invitations.set(slug, value);
      return value;
    },

    /** Read at every request: the cached plan's active period may end between two loads. */
    state(invitation: TPageInvitation): TPageState {
      return pageState(invitation, invitation.plan, app.clock.now());
    },

    /** The guest of a personal code, with their answers so far; null for an unknown code. */
    async guest(invitation: TPageInvitation, code: string): Promise<TPageGuest | null> {
      const key = `${invitation.id}:${code}`;
      const changes = invitationChanges.get(invitation.slug) ?? 0;
      const cached = guests.get(key);
      if (cached !== undefined && cached.invitationChanges === changes) return cached.guest;
      const started = guestGeneration;
      const guest = await findPublicGuest(app.db, app.config.appUrl, invitation.id, code);
      const respondent = guest ? `guest:${guest.id}` : '';
      const value: TPageGuest | null = guest
        ? {
            ...guest,
            rsvp: rsvpState(
              await listRespondentRsvps(app.db, invitation.id, respondent),
              await respondentAnswers(app.db, invitation.id, respondent),
            ),
          }
        : null;
      // An unknown code is remembered briefly only: a guest added under it later is seen soon.
      if (guestGeneration === started) {
        guests.set(
          key,
          { guest: value, invitationChanges: changes },
          Date.now(),
          value ? guestTtl : GUEST_TTL_MS,
        );
      }
      return value;
    },

    /** The answers of a browser on the general link. */
    async browserRsvp(invitation: TPageInvitation, browserId: string): Promise<TRsvpState | undefined> {
      const respondent = `browser:${browserId}`;
      return rsvpState(
        await listRespondentRsvps(app.db, invitation.id, respondent),
        await respondentAnswers(app.db, invitation.id, respondent),
      );
    },

    /** A later page of approved wishes (the first one comes with the invitation). */
    async wishesPage(
      invitation: TPageInvitation,
      page: number,
    ): Promise<{ items: TWishItem[]; total: number }> {
      if (page <= 1) return invitation.wishes;
      const { rows, total } = await listWishes(app.db, invitation.id, {
        status: 'approved',
        limit: WISHES_PER_PAGE,
        offset: (page - 1) * WISHES_PER_PAGE,
      });
      return { items: rows.map(toWishItem), total };
    },

    invalidate(slug: string) {
      generation += 1;
      guestGeneration += 1;
      invitations.delete(slug);
      pending.delete(slug);
      invitationChanges.set(slug, (invitationChanges.get(slug) ?? 0) + 1);
    },

    invalidateAll() {
      generation += 1;
      guestGeneration += 1;
      invitations.clear();
      pending.clear();
      guests.clear();
    },

    invalidateGuest(invitationId: string, code: string) {
      guestGeneration += 1;
      guests.delete(`${invitationId}:${code}`);
    },
  };
}

export type TPageData = ReturnType<typeof createPageData>;
