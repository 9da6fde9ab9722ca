import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  isEventComplete,
  isRsvpOpen,
  parseRsvpForm,
  resolveSettings,
  ZRsvpSubmission,
  ZWishSubmission,
  type TAttendance,
  type TInvitationContentDraft,
  type TOwnerWishList,
  type TPageLanguage,
  type TPublicFormAnswer,
  type TPublicWishList,
  type TWishStatus,
} from '@undangin/shared';
import { AppError, notFound } from '../../lib/errors';
import type { TAuthUser } from '../../plugins/auth';
import { notify } from '../notifications/service';
import { INVITATION_NOT_FOUND, pageState, requireAccess } from '../invitations/access';
import { allowanceFor, planFor } from '../invitations/entitlements';
import { findInvitationById, findInvitationBySlug, type TInvitationRow } from '../invitations/repository';
import { derivedKey, sign } from '../../lib/signing';
import { createFormTokens } from './form-token';
import { guestResolver, isGuestCode, type TPublicGuest } from './guest-resolver';
import { statusText, type TPublicStatus } from './messages';
import * as repo from './repository';

/** The demo pages post here too; their answers are acknowledged and never stored. */
export const DEMO_SLUG = 'demo';

/** The same text from the same writer within this time is stored once. */
export const DUPLICATE_WISH_MS = 60_000;

/** An error a public form turns into a redirect with `?status=` when it was posted without JavaScript. */
export class PublicFormError extends AppError {
  constructor(
    statusCode: number,
    message: string,
    readonly publicStatus: TPublicStatus,
    options: AppError['options'] = {},
  ) {
    super(statusCode, message, options);
  }
}

export type TPublicFormInput = {
  slug: string;
  body: Record<string, unknown>;
  ip: string;
  /** The answering browser's id (a cookie), for the general link's RSVP. */
  browserId: string;
};

export type TPublicFormResult = TPublicFormAnswer & {
  status: TPublicStatus;
  locale: TPageLanguage;
  /** The personal code the form carried, to send the guest back to their own page. */
  guestCode?: string;
};

function locale(body: Record<string, unknown>, invitation: TInvitationRow): TPageLanguage {
  if (body.lang === 'en' || body.lang === 'id') return body.lang;
  return invitation.pageLanguage === 'en' ? 'en' : 'id';
}

function issuesToErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || '_';
    (errors[path] ??= []).push(issue.message);
  }
  return errors;
}

/** The guest behind a personal code, or null on the general link and for an unknown code. */
async function resolveGuest(app: FastifyInstance, invitationId: string, code: string | undefined) {
  if (!code || !isGuestCode(code)) return null;
  return guestResolver().findByCode(app.db, invitationId, code);
}

function attendanceLabel(value: TAttendance): string {
  switch (value) {
    case 'hadir':
      return 'hadir';
    case 'tidak_hadir':
      return 'tidak hadir';
    case 'ragu':
      return 'masih ragu';
  }
}

function eventLabel(content: TInvitationContentDraft, eventId: string): string {
  const event = content.events?.find((item) => item.id === eventId);
  if (!event) return eventId;
  if (event.kind === 'custom' && event.customName) return event.customName;
  const names: Record<string, string> = {
    akad: 'Akad Nikah',
    pemberkatan: 'Pemberkatan',
    resepsi: 'Resepsi',
    ngunduh_mantu: 'Ngunduh Mantu',
  };
  return names[event.kind ?? ''] ?? 'Acara';
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function demoAnswer(status: 'rsvp-demo' | 'wish-demo', body: Record<string, unknown>): TPublicFormResult {
  const lang: TPageLanguage = body.lang === 'en' ? 'en' : 'id';
  return { status, locale: lang, message: statusText(status, lang) };
}

export function createRsvpWishesService(app: FastifyInstance) {
  const tokens = createFormTokens(app.config.jwtSecret);
  const ipKey = derivedKey(app.config.jwtSecret, 'wish-author-ip');

  /** A published, active invitation by slug; a draft is 404 and an ended one 410. */
  async function openInvitation(slug: string) {
    const found = await findInvitationBySlug(app.db, slug);
    if (!found) throw notFound(INVITATION_NOT_FOUND);
    const plan = await planFor(app.db, found.invitation);
    const state = pageState(found.invitation, plan, app.clock.now());
    if (state === 'draft' || state === 'taken-down') throw notFound(INVITATION_NOT_FOUND);
    if (state === 'expired') {
      throw new AppError(410, 'Masa aktif undangan telah berakhir', { code: 'INVITATION_EXPIRED' });
    }
    return { ...found, plan };
  }

  function checkToken(slug: string, token: unknown, form: 'rsvp' | 'wishes', lang: TPageLanguage) {
    const status: TPublicStatus = form === 'rsvp' ? 'rsvp-expired' : 'wish-expired';
    if (typeof token !== 'string' || !tokens.verify(slug, token, app.clock.now().getTime())) {
      throw new PublicFormError(403, statusText(status, lang), status, { code: 'FORM_EXPIRED' });
    }
  }

  return {
    async submitRsvp(input: TPublicFormInput): Promise<TPublicFormResult> {
      if (input.slug === DEMO_SLUG) return demoAnswer('rsvp-demo', input.body);
      const { invitation } = await openInvitation(input.slug);
      const lang = locale(input.body, invitation);
      checkToken(invitation.slug, input.body.token, 'rsvp', lang);
      const content = invitation.content as TInvitationContentDraft;
      const settings = resolveSettings(content);
      if (!settings.rsvpEnabled || !isRsvpOpen(content, app.clock.now().getTime())) {
        throw new PublicFormError(403, statusText('rsvp-closed', lang), 'rsvp-closed', {
          code: 'RSVP_CLOSED',
        });
      }
      const parsed = Array.isArray(input.body.answers)
        ? ZRsvpSubmission.safeParse(input.body)
        : parseRsvpForm(input.body);
      if (!parsed.success) {
        const errors = issuesToErrors(parsed.error.issues);
        const first = Object.values(errors)[0]?.[0] ?? statusText('rsvp-invalid', lang);
        throw new PublicFormError(422, first, 'rsvp-invalid', { errors });
      }
      const submission = parsed.data;
      const guest = await resolveGuest(app, invitation.id, submission.guestCode);
      const name = guest?.name ?? submission.name;
      if (!name) {
        throw new PublicFormError(422, 'Nama wajib diisi', 'rsvp-invalid', {
          errors: { name: ['Nama wajib diisi'] },
        });
      }
      const quota = guest?.quota ?? settings.defaultPax;
      const events = (content.events ?? []).filter(isEventComplete);
      const invited = guest && guest.invitedEventIds.length > 0 ? new Set(guest.invitedEventIds) : null;
      const errors: Record<string, string[]> = {};
      submission.answers.forEach((answer, index) => {
        if (
          !events.some((event) => event.id === answer.eventId) ||
          (invited && !invited.has(answer.eventId))
        ) {
          errors[`answers.${index}.eventId`] = ['Acara tidak dikenal'];
        } else if (answer.attendance !== 'tidak_hadir' && answer.pax > quota) {
          errors[`answers.${index}.pax`] = [`Jumlah tamu maksimal ${quota} orang`];
        }
      });
      if (new Set(submission.answers.map((answer) => answer.eventId)).size !== submission.answers.length) {
        errors.answers = ['Setiap acara hanya boleh dijawab sekali'];
      }
      if (Object.keys(errors).length > 0) {
        const first = Object.values(errors)[0]![0]!;
        throw new PublicFormError(422, first, 'rsvp-invalid', { errors });
      }

      const respondentKey = guest ? `guest:${guest.id}` : `browser:${input.browserId}`;
      const now = app.clock.now();
      await app.db.transaction(async (tx) => {
        const before = await repo.listRespondentRsvps(tx, invitation.id, respondentKey);
        for (const answer of submission.answers) {
          await repo.upsertRsvp(tx, {
            invitationId: invitation.id,
            eventId: answer.eventId,
            respondentKey,
            guestId: guest?.id ?? null,
            name,
            attendance: answer.attendance,
            pax: answer.attendance === 'tidak_hadir' ? 0 : answer.pax,
            message: submission.message ?? null,
            createdAt: now,
            updatedAt: now,
          });
        }
        const summary = submission.answers
          .map(
            (answer) =>
              `${eventLabel(content, answer.eventId)}: ${attendanceLabel(answer.attendance)}${
                answer.attendance === 'tidak_hadir' ? '' : ` (${answer.pax} orang)`
              }`,
          )
          .join('; ');
        await notify(tx, invitation.userId, {
          type: before.length === 0 ? 'rsvp.new' : 'rsvp.changed',
          title:
            before.length === 0
              ? `Konfirmasi kehadiran dari ${clip(name, 60)}`
              : `${clip(name, 60)} mengubah konfirmasi kehadiran`,
          body: submission.message ? `${summary}. Pesan: ${clip(submission.message, 160)}` : summary,
          link: `/invitations/${invitation.id}`,
        });
      });
      if (guest) app.events.emit('guest.changed', { invitationId: invitation.id, code: guest.code });
      return {
        status: 'rsvp-saved',
        locale: lang,
        message: statusText('rsvp-saved', lang),
        guestCode: guest?.code ?? submission.guestCode,
      };
    },

    async submitWish(input: TPublicFormInput): Promise<TPublicFormResult> {
      if (input.slug === DEMO_SLUG) return demoAnswer('wish-demo', input.body);
      const { invitation } = await openInvitation(input.slug);
      const lang = locale(input.body, invitation);
      checkToken(invitation.slug, input.body.token, 'wishes', lang);
      const content = invitation.content as TInvitationContentDraft;
      const settings = resolveSettings(content);
      if (!settings.wishesEnabled) {
        throw new PublicFormError(403, statusText('wish-closed', lang), 'wish-closed', {
          code: 'WISHES_CLOSED',
        });
      }
      const parsed = ZWishSubmission.safeParse(input.body);
      if (!parsed.success) {
        const errors = issuesToErrors(parsed.error.issues);
        const first = Object.values(errors)[0]?.[0] ?? statusText('wish-invalid', lang);
        throw new PublicFormError(422, first, 'wish-invalid', { errors });
      }
      const submission = parsed.data;
      const guest: TPublicGuest | null = await resolveGuest(app, invitation.id, submission.guestCode);
      const name = guest?.name ?? submission.name;
      if (!name) {
        throw new PublicFormError(422, 'Nama wajib diisi', 'wish-invalid', {
          errors: { name: ['Nama wajib diisi'] },
        });
      }
      const moderated =
        settings.wishesModeration && (await allowanceFor(app.db, invitation)).wishesModeration;
      const authorKey = guest ? `guest:${guest.id}` : `ip:${sign(ipKey, input.ip)}`;
      const messageHash = createHash('sha256')
        .update(submission.message.replace(/\s+/g, ' ').trim().toLowerCase())
        .digest('base64url');
      const now = app.clock.now();

      const { wish, created } = await app.db.transaction(async (tx) => {
        await repo.lockAuthor(tx, invitation.id, authorKey);
        const since = new Date(now.getTime() - DUPLICATE_WISH_MS);
        const same = await repo.findRecentSameWish(tx, invitation.id, authorKey, messageHash, since);
        if (same) return { wish: same, created: false };
        const row = await repo.insertWish(tx, {
          invitationId: invitation.id,
          guestId: guest?.id ?? null,
          name,
          message: submission.message,
          attendance: submission.attendance ?? null,
          status: moderated ? 'pending' : 'approved',
          authorKey,
          messageHash,
          createdAt: now,
        });
        await notify(tx, invitation.userId, {
          type: 'wish.new',
          title: moderated
            ? `Ucapan baru dari ${clip(name, 60)} menunggu persetujuan`
            : `Ucapan baru dari ${clip(name, 60)}`,
          body: clip(submission.message, 200),
          link: `/invitations/${invitation.id}`,
        });
        return { wish: row, created: true };
      });
      if (created && wish.status === 'approved')
        app.events.emit('invitation.changed', { slug: invitation.slug });
      const status: TPublicStatus = wish.status === 'approved' ? 'wish-saved' : 'wish-pending';
      return {
        status,
        locale: lang,
        message: statusText(status, lang),
        guestCode: guest?.code ?? submission.guestCode,
        ...(wish.status === 'approved'
          ? {
              wish: {
                name: wish.name,
                message: wish.message,
                ...(wish.attendance ? { attendance: wish.attendance } : {}),
                createdAt: wish.createdAt.toISOString(),
              },
            }
          : {}),
      };
    },

    async publicWishes(slug: string, page: number, perPage: number): Promise<TPublicWishList> {
      const { invitation } = await openInvitation(slug);
      const content = invitation.content as TInvitationContentDraft;
      if (!resolveSettings(content).wishesEnabled) return { data: [], total: 0, page, perPage };
      const { rows, total } = await repo.listWishes(app.db, invitation.id, {
        status: 'approved',
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      return {
        data: rows.map((row) => ({
          name: row.name,
          message: row.message,
          attendance: row.attendance,
          createdAt: row.createdAt.toISOString(),
        })),
        total,
        page,
        perPage,
      };
    },

    async ownerWishes(
      user: TAuthUser,
      invitationId: string,
      query: { page: number; perPage: number; status?: TWishStatus },
    ): Promise<TOwnerWishList> {
      requireAccess(user, await findInvitationById(app.db, invitationId), {
        reach: 'owner',
        ownerOf: (found) => found.invitation.userId,
      });
      const [{ rows, total }, pending] = await Promise.all([
        repo.listWishes(app.db, invitationId, {
          status: query.status,
          limit: query.perPage,
          offset: (query.page - 1) * query.perPage,
        }),
        repo.countWishes(app.db, invitationId, 'pending'),
      ]);
      return {
        data: rows.map((row) => ({
          id: row.id,
          name: row.name,
          message: row.message,
          attendance: row.attendance,
          status: row.status,
          fromGuest: row.guestId !== null,
          createdAt: row.createdAt.toISOString(),
        })),
        total,
        page: query.page,
        perPage: query.perPage,
        pending,
      };
    },

    async moderateWish(user: TAuthUser, wishId: string, status: 'approved' | 'hidden') {
      const found = requireAccess(user, await repo.findWishWithOwner(app.db, wishId), {
        reach: 'owner',
        message: 'Ucapan tidak ditemukan',
        ownerOf: (wish) => wish.ownerId,
      });
      const row = await repo.setWishStatus(app.db, wishId, status);
      app.events.emit('invitation.changed', { slug: found.slug });
      return {
        id: row.id,
        name: row.name,
        message: row.message,
        attendance: row.attendance,
        status: row.status,
        fromGuest: row.guestId !== null,
        createdAt: row.createdAt.toISOString(),
      };
    },
  };
}
