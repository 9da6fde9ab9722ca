import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  ZInvitationContent,
  missingForPublish,
  type TAdminInvitationList,
  type TCreateInvitationBody,
  type TInvitation,
  type TInvitationContentDraft,
  type TInvitationList,
  type TInvitationSummary,
  type TPageLanguage,
  type TUpdateInvitationBody,
  type TUploadedMedia,
} from '@undangin/shared';
import type { TDbOrTx } from '../../db/client';
import { AppError, conflict, invalid, notFound } from '../../lib/errors';
import type { TAuthUser } from '../../plugins/auth';
import { markUnowned } from '../../plugins/storage-ledger';
import { recordAudit } from '../audit/service';
import { notify, type TNewNotification } from '../notifications/service';
import { isUniqueViolation } from '../../db/errors';
import { guestResolver } from '../rsvp-wishes/guest-resolver';
import { hasEnded, INVITATION_NOT_FOUND, isTakenDown, requireAccess } from './access';
import { assertInvitationRoom } from './account-limit';
import { allowanceFor, allowanceViolations, MEDIA_FILES_MAX, planFor } from './entitlements';
import {
  detectMedia,
  mediaStorageKey,
  mediaUrl,
  processImage,
  referencedMediaKeys,
  storageKeysOf,
} from './media';
import { releaseUnreferencedMedia } from './media-sweep';
import * as repo from './repository';
import { createMediaSigner } from '../../lib/signing';

/** A file uploaded but not yet saved into the content is kept this long before it counts as removed. */
export const MEDIA_GRACE_MS = 10 * 60 * 1000;

const SLUG_TAKEN = 'Alamat undangan ini sudah dipakai, pilih yang lain';

/** Raised on a stale save; the route answers 409 with the current version. */
export class VersionConflictError extends AppError {
  constructor(readonly currentVersion: number) {
    super(
      409,
      'Undangan ini sudah diubah di tab atau perangkat lain. Muat ulang untuk melihat versi terbaru sebelum menyimpan.',
      { code: 'VERSION_CONFLICT' },
    );
  }
}

/** Raised when a page lacks what it needs; the route answers 422 with the missing items. */
export class PublishBlockedError extends AppError {
  constructor(
    readonly missing: string[],
    errors: Record<string, string[]>,
  ) {
    super(422, 'Undangan belum bisa dipublikasikan. Lengkapi dulu isinya.', {
      code: 'PUBLISH_INCOMPLETE',
      errors,
    });
  }
}

function content(row: repo.TInvitationRow): TInvitationContentDraft {
  return row.content as TInvitationContentDraft;
}

export function coupleNames(value: TInvitationContentDraft): string {
  const name = (person?: { nickname?: string; fullName?: string }) =>
    person?.nickname?.trim() || person?.fullName?.trim() || '';
  const bride = name(value.couple?.bride);
  const groom = name(value.couple?.groom);
  const ordered = value.couple?.whichFirst === 'groom' ? [groom, bride] : [bride, groom];
  return ordered.filter(Boolean).join(' & ');
}

function firstEventDate(value: TInvitationContentDraft): string | null {
  const dates = (value.events ?? [])
    .map((event) => event.date)
    .filter((date): date is string => Boolean(date));
  return dates.sort()[0] ?? null;
}

export function publicUrl(slug: string): string {
  return `/u/${slug}`;
}

function toSummary({ invitation, template }: repo.TInvitationWithTemplate): TInvitationSummary {
  const value = content(invitation);
  return {
    id: invitation.id,
    slug: invitation.slug,
    status: invitation.status,
    templateId: invitation.templateId,
    templateName: template?.name ?? null,
    coupleNames: coupleNames(value),
    eventDate: firstEventDate(value),
    version: invitation.version,
    publishedAt: invitation.publishedAt?.toISOString() ?? null,
    unpublishedReason: invitation.unpublishedReason,
    publicUrl: publicUrl(invitation.slug),
    createdAt: invitation.createdAt.toISOString(),
    updatedAt: invitation.updatedAt.toISOString(),
  };
}

function pageLanguage(value: string): TPageLanguage {
  return value === 'en' ? 'en' : 'id';
}

export type TInvitationService = ReturnType<typeof createInvitationService>;

export function createInvitationService(app: FastifyInstance) {
  const media = createMediaSigner(app.config.jwtSecret);

  /**
   * An administrator's action on someone's invitation (take-down, lifting it): `decide` refuses it or
   * says what changes; the change, its audit entry and the owner's notice are written together.
   */
  async function moderate(
    admin: TAuthUser,
    id: string,
    decide: (invitation: repo.TInvitationRow) => {
      patch: Partial<repo.TInvitationRow>;
      action: string;
      before: Record<string, unknown>;
      after: Record<string, unknown>;
      notice: Omit<TNewNotification, 'link' | 'aboutUserId'>;
    },
  ): Promise<TInvitationSummary> {
    const found = await repo.findInvitationById(app.db, id);
    if (!found) throw notFound(INVITATION_NOT_FOUND);
    const { invitation, template } = found;
    const { patch, action, before, after, notice } = decide(invitation);
    const now = app.clock.now();
    const saved = await app.db.transaction(async (tx) => {
      const row = await repo.updateInvitation(tx, invitation.id, { ...patch, updatedAt: now });
      await recordAudit(tx, {
        actorId: admin.id,
        action,
        subjectType: 'invitation',
        subjectId: invitation.id,
        before,
        after,
        at: now,
      });
      await notify(tx, invitation.userId, { ...notice, link: `/invitations/${invitation.id}` });
      return row!;
    });
    return toSummary({ invitation: saved, template });
  }

  async function toInvitation(row: repo.TInvitationWithTemplate): Promise<TInvitation> {
    const { invitation, template } = row;
    return {
      ...toSummary(row),
      template: template
        ? { id: template.id, slug: template.slug, name: template.name, tier: template.tier }
        : null,
      pageLanguage: pageLanguage(invitation.pageLanguage),
      content: content(invitation),
      slugLocked: invitation.publishedAt !== null,
      mediaToken: media.token(invitation.id),
      missingForPublish: missingForPublish(content(invitation), invitation.templateId),
      allowance: await allowanceFor(app.db, invitation),
    };
  }

  /** The couple's own routes: an administrator reaches only their own invitations here. */
  async function owned(db: TDbOrTx, user: TAuthUser, id: string): Promise<repo.TInvitationWithTemplate> {
    return requireAccess(user, await repo.findInvitationById(db, id), {
      reach: 'owner',
      ownerOf: (row) => row.invitation.userId,
    });
  }

  /** The chosen template: it must exist and be offered, unless the invitation already uses it. */
  async function chooseTemplate(db: TDbOrTx, templateId: string, currentId: string | null) {
    const template = await repo.findTemplateById(db, templateId);
    if (!template || (!template.active && template.id !== currentId)) {
      throw invalid({ templateId: ['Template tidak ditemukan atau sudah tidak tersedia'] });
    }
    return template;
  }

  /** Every file the content names must be one uploaded to this invitation. */
  async function checkMediaKeys(db: TDbOrTx, invitationId: string, value: TInvitationContentDraft) {
    const keys = referencedMediaKeys(value);
    if (keys.length === 0) return;
    const known = new Set((await repo.listMedia(db, invitationId)).map((row) => row.key));
    if (keys.some((key) => !known.has(key))) {
      throw invalid({ content: ['Ada foto atau musik yang tidak ditemukan. Unggah ulang berkas tersebut.'] });
    }
  }

  async function checkAllowance(
    db: TDbOrTx,
    invitation: { id: string; createdAt: Date },
    value: TInvitationContentDraft,
    templateTier: 'free' | 'premium' | null,
  ) {
    const errors = allowanceViolations(await allowanceFor(db, invitation), {
      galleryCount: value.gallery?.length ?? 0,
      templateTier,
      wishesModeration: value.settings?.wishesModeration === true,
    });
    if (Object.keys(errors).length > 0) {
      throw new AppError(422, 'Isi undangan melebihi batas paketnya', { errors, code: 'LIMIT_REACHED' });
    }
  }

  /** Files taken out of the content (after the grace period) leave storage too. */
  async function sweepMedia(invitationId: string) {
    const now = app.clock.now();
    const released = await app.db.transaction((tx) =>
      releaseUnreferencedMedia(tx, {
        before: new Date(now.getTime() - MEDIA_GRACE_MS),
        now,
        limit: MEDIA_FILES_MAX,
        invitationId,
      }),
    );
    await removeFiles(released.keys);
  }

  /** A file that cannot be deleted now stays marked unowned, and the orphan sweep tries again. */
  async function removeFiles(keys: string[]) {
    for (const key of keys) {
      await app.storage
        .delete(key)
        .catch((err: unknown) => app.log.warn({ err, key }, 'could not delete a file'));
    }
  }

  function randomSlug(): string {
    return `undangan-${randomBytes(5).toString('hex')}`;
  }

  return {
    async list(user: TAuthUser, query: repo.TListQuery) {
      const { rows, total } = await repo.listUserInvitations(app.db, user.id, query);
      return {
        data: rows.map(toSummary),
        total,
        page: query.page,
        perPage: query.perPage,
      } satisfies TInvitationList;
    },

    async get(user: TAuthUser, id: string): Promise<TInvitation> {
      return toInvitation(await owned(app.db, user, id));
    },

    async create(user: TAuthUser, body: TCreateInvitationBody & { content?: TInvitationContentDraft }) {
      const slug = body.slug ?? randomSlug();
      if (await repo.isSlugTaken(app.db, slug, user.id)) throw invalid({ slug: [SLUG_TAKEN] });
      const template = body.templateId ? await chooseTemplate(app.db, body.templateId, null) : null;
      const value: TInvitationContentDraft = { ...(body.content ?? {}) };
      if (referencedMediaKeys(value).length > 0) {
        throw invalid({ content: ['Unggah foto dan musik setelah undangan dibuat.'] });
      }
      const language = body.pageLanguage ?? value.pageLanguage ?? 'id';
      value.pageLanguage = language;
      const now = app.clock.now();
      try {
        // The allowance is the new invitation's own, so it is checked on the row before committing.
        const row = await app.db.transaction(async (tx) => {
          await assertInvitationRoom(tx, user);
          const inserted = await repo.insertInvitation(tx, {
            userId: user.id,
            slug,
            templateId: template?.id ?? null,
            pageLanguage: language,
            content: value,
            createdAt: now,
            updatedAt: now,
          });
          await checkAllowance(tx, inserted, value, template?.tier ?? null);
          return inserted;
        });
        return toInvitation({ invitation: row, template });
      } catch (err) {
        if (isUniqueViolation(err, 'invitations_slug_unique')) throw invalid({ slug: [SLUG_TAKEN] });
        throw err;
      }
    },

    async update(
      user: TAuthUser,
      id: string,
      body: TUpdateInvitationBody & { content?: TInvitationContentDraft },
    ) {
      const current = await owned(app.db, user, id);
      const { invitation } = current;
      if (body.version !== invitation.version) throw new VersionConflictError(invitation.version);

      const changes: Partial<typeof invitation> = {};
      if (body.slug !== undefined && body.slug !== invitation.slug) {
        if (invitation.publishedAt) {
          throw invalid({
            slug: [
              'Alamat undangan tidak bisa diubah setelah dipublikasikan, karena tautannya sudah dibagikan',
            ],
          });
        }
        if (await repo.isSlugTaken(app.db, body.slug, user.id, invitation.id)) {
          throw invalid({ slug: [SLUG_TAKEN] });
        }
        changes.slug = body.slug;
      }
      let template = current.template;
      if (body.templateId !== undefined && body.templateId !== invitation.templateId) {
        template = body.templateId
          ? await chooseTemplate(app.db, body.templateId, invitation.templateId)
          : null;
        changes.templateId = template?.id ?? null;
      }
      const value: TInvitationContentDraft = { ...(body.content ?? content(invitation)) };
      const language =
        body.pageLanguage ?? body.content?.pageLanguage ?? pageLanguage(invitation.pageLanguage);
      value.pageLanguage = language;
      changes.pageLanguage = language;
      changes.content = value;
      await checkMediaKeys(app.db, invitation.id, value);
      await checkAllowance(app.db, invitation, value, template?.tier ?? null);
      if (invitation.status === 'published') {
        const missing = missingForPublish(value, changes.templateId ?? invitation.templateId);
        const parsed = ZInvitationContent.safeParse(value);
        if (missing.length > 0 || !parsed.success) {
          throw new PublishBlockedError(missing, parsed.success ? {} : issuesToErrors(parsed.error.issues));
        }
      }
      changes.updatedAt = app.clock.now();

      let saved: repo.TInvitationRow | undefined;
      try {
        saved = await app.db.transaction(async (tx) => {
          // The media sweep takes the same lock before removing unnamed uploads, so the files checked
          // here are still there when the content naming them is saved.
          await repo.lockInvitation(tx, invitation.id);
          await checkMediaKeys(tx, invitation.id, value);
          return repo.updateInvitationAtVersion(tx, invitation.id, body.version, changes);
        });
      } catch (err) {
        if (isUniqueViolation(err, 'invitations_slug_unique')) throw invalid({ slug: [SLUG_TAKEN] });
        throw err;
      }
      if (!saved) {
        const latest = await owned(app.db, user, id);
        throw new VersionConflictError(latest.invitation.version);
      }
      app.publicPageCache.invalidate(invitation.slug);
      if (saved.slug !== invitation.slug) app.publicPageCache.invalidate(saved.slug);
      await sweepMedia(saved.id);
      return toInvitation({ invitation: saved, template });
    },

    async remove(user: TAuthUser, id: string): Promise<void> {
      const { invitation } = await owned(app.db, user, id);
      const files = (await repo.listMedia(app.db, invitation.id)).flatMap((row) => storageKeysOf(row));
      await app.db.transaction(async (tx) => {
        // Marked with the removal, so the files still go if deleting them below fails or stops.
        await markUnowned(tx, files, app.clock.now());
        await repo.deleteInvitation(tx, invitation.id);
      });
      app.publicPageCache.invalidate(invitation.slug);
      await removeFiles(files);
    },

    async publish(user: TAuthUser, id: string): Promise<TInvitation> {
      const current = await owned(app.db, user, id);
      const { invitation, template } = current;
      if (isTakenDown(invitation)) throw takenDown(invitation.unpublishedReason);
      if (hasEnded(invitation, await planFor(app.db, invitation), app.clock.now())) {
        throw conflict(
          'Masa aktif undangan telah berakhir. Perpanjang paket untuk menerbitkannya lagi.',
          'INVITATION_EXPIRED',
        );
      }
      const value = content(invitation);
      const missing = missingForPublish(value, invitation.templateId);
      const parsed = ZInvitationContent.safeParse(value);
      if (missing.length > 0 || !parsed.success) {
        throw new PublishBlockedError(missing, parsed.success ? {} : issuesToErrors(parsed.error.issues));
      }
      await checkAllowance(app.db, invitation, value, template?.tier ?? null);
      const now = app.clock.now();
      const saved = await repo.publishUnlessTakenDown(app.db, invitation.id, now);
      if (!saved) {
        // Taken down between the read above and this write.
        const latest = await owned(app.db, user, id);
        throw takenDown(latest.invitation.unpublishedReason ?? '');
      }
      app.publicPageCache.invalidate(invitation.slug);
      return toInvitation({ invitation: saved, template });
    },

    async unpublish(user: TAuthUser, id: string): Promise<TInvitation> {
      const { invitation, template } = await owned(app.db, user, id);
      if (invitation.status !== 'published') return toInvitation({ invitation, template });
      const saved = await repo.updateInvitation(app.db, invitation.id, {
        status: 'draft',
        updatedAt: app.clock.now(),
      });
      app.publicPageCache.invalidate(invitation.slug);
      return toInvitation({ invitation: saved!, template });
    },

    async upload(user: TAuthUser, id: string, bytes: Buffer): Promise<TUploadedMedia> {
      const { invitation } = await owned(app.db, user, id);
      if ((await repo.countMedia(app.db, invitation.id)) >= MEDIA_FILES_MAX) {
        throw invalid({
          file: [
            `Undangan ini sudah menyimpan ${MEDIA_FILES_MAX} berkas. Hapus yang tidak dipakai lalu coba lagi.`,
          ],
        });
      }
      const detected = await detectMedia(bytes);
      const random = randomBytes(12).toString('base64url');
      if (detected.kind === 'music') {
        const allowance = await allowanceFor(app.db, invitation);
        if (!allowance.musicUpload) {
          throw new AppError(422, 'Unggah musik hanya tersedia di paket berbayar.', {
            errors: { file: ['Unggah musik hanya tersedia di paket berbayar.'] },
            code: 'LIMIT_REACHED',
          });
        }
        const key = `${invitation.id}/${random}.${detected.ext}`;
        await app.storage.put(mediaStorageKey(key), bytes, detected.mime);
        await repo.insertMedia(app.db, {
          invitationId: invitation.id,
          key,
          kind: 'music',
          mime: detected.mime,
          bytes: bytes.length,
          createdAt: app.clock.now(),
        });
        return { kind: 'music', key, mime: detected.mime, bytes: bytes.length, url: mediaUrl(key) };
      }
      const image = await processImage(bytes);
      const key = `${invitation.id}/${random}`;
      for (const variant of image.variants) {
        await app.storage.put(mediaStorageKey(key, variant.width), variant.body, 'image/webp');
      }
      await repo.insertMedia(app.db, {
        invitationId: invitation.id,
        key,
        kind: 'image',
        mime: 'image/webp',
        bytes: image.variants.reduce((sum, variant) => sum + variant.body.length, 0),
        width: image.width,
        height: image.height,
        createdAt: app.clock.now(),
      });
      return {
        kind: 'image',
        key,
        width: image.width,
        height: image.height,
        urls: Object.fromEntries(
          image.variants.map((variant) => [String(variant.width), mediaUrl(key, variant.width)]),
        ),
      };
    },

    // Administrators.

    async adminList(query: repo.TListQuery) {
      const { rows, total } = await repo.listAllInvitations(app.db, query);
      const guests = await guestResolver().countByInvitation(
        app.db,
        rows.map((row) => row.invitation.id),
      );
      return {
        data: rows.map((row) => ({
          ...toSummary(row),
          owner: row.owner,
          package:
            row.packageId && row.packageName !== null ? { id: row.packageId, name: row.packageName } : null,
          activeUntil: row.activeUntil?.toISOString() ?? null,
          guests: guests.get(row.invitation.id) ?? 0,
          opens: row.opens,
          rsvps: row.rsvps,
          wishes: row.wishes,
        })),
        total,
        page: query.page,
        perPage: query.perPage,
      } satisfies TAdminInvitationList;
    },

    async adminUnpublish(admin: TAuthUser, id: string, reason: string): Promise<TInvitationSummary> {
      const summary = await moderate(admin, id, (invitation) => {
        if (invitation.status !== 'published') {
          throw conflict('Undangan ini sedang tidak terbit', 'NOT_PUBLISHED');
        }
        return {
          patch: { status: 'draft', unpublishedReason: reason },
          action: 'invitation.unpublish',
          before: { status: invitation.status },
          after: { status: 'draft', reason },
          notice: {
            type: 'invitation.unpublished',
            title: 'Undangan diturunkan oleh admin',
            body: `Undangan ${publicUrl(invitation.slug)} tidak lagi tampil untuk tamu. Alasan: ${reason}`,
          },
        };
      });
      app.publicPageCache.invalidate(summary.slug);
      return summary;
    },

    /** Lifts a take-down; the page stays a draft until its owner publishes it again. */
    async adminRestore(admin: TAuthUser, id: string): Promise<TInvitationSummary> {
      return moderate(admin, id, (invitation) => {
        if (!isTakenDown(invitation)) {
          throw conflict('Undangan ini tidak sedang diturunkan oleh admin', 'NOT_TAKEN_DOWN');
        }
        return {
          patch: { unpublishedReason: null },
          action: 'invitation.restore',
          before: { reason: invitation.unpublishedReason },
          after: { reason: null },
          notice: {
            type: 'invitation.restored',
            title: 'Penurunan undangan dicabut',
            body: `Undangan ${publicUrl(invitation.slug)} boleh diterbitkan lagi. Terbitkan dari editornya agar tamu bisa membukanya.`,
          },
        };
      });
    },
  };
}

/** The owner's publish while an administrator's take-down holds. */
function takenDown(reason: string): AppError {
  return conflict(
    `Undangan ini diturunkan oleh admin dan belum bisa diterbitkan lagi. Alasan: ${reason}. Perbaiki isinya, lalu hubungi admin untuk mencabut penurunan.`,
    'TAKEN_DOWN',
  );
}

/** Zod issues as the { field: [message] } map the API answers with. */
export function issuesToErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = ['content', ...issue.path.map(String)].join('.');
    (errors[path] ??= []).push(issue.message);
  }
  return errors;
}
