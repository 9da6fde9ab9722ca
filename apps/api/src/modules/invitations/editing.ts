import { randomBytes } from 'node:crypto';
import type {
  TCreateInvitationBody,
  TInvitation,
  TInvitationContentDraft,
  TInvitationList,
  TUpdateInvitationBody,
} from '@undangin/shared';
import { isUniqueViolation } from '../../db/errors';
import { invalid } from '../../lib/errors';
import { markUnowned } from '../../plugins/storage-ledger-repository';
import { assertInvitationRoom } from './account-limit';
import { ownedInvitation, type TInvitationsContext } from './context';
import { referencedMediaKeys, storageKeysOf } from './media';
import { removeFiles, sweepMedia } from './media-uploads';
import { contentOf, pageLanguage, toInvitation, toSummary } from './presenter';
import * as repo from './repository';
import {
  assertPublishable,
  checkAllowance,
  checkMediaKeys,
  chooseTemplate,
  VersionConflictError,
} from './rules';

const SLUG_TAKEN = 'Alamat undangan ini sudah dipakai, pilih yang lain';

function randomSlug(): string {
  return `undangan-${randomBytes(5).toString('hex')}`;
}

/** A taken slug found by the unique index (two saves at once) answers as the check before it would. */
function slugTakenOr(err: unknown): unknown {
  return isUniqueViolation(err, 'invitations_slug_unique') ? invalid({ slug: [SLUG_TAKEN] }) : err;
}

export async function listInvitations(ctx: TInvitationsContext, query: repo.TListQuery) {
  const { rows, total } = await repo.listUserInvitations(ctx.db, ctx.actor.id, query);
  return {
    data: rows.map(toSummary),
    total,
    page: query.page,
    perPage: query.perPage,
  } satisfies TInvitationList;
}

export async function getInvitation(ctx: TInvitationsContext, id: string): Promise<TInvitation> {
  return toInvitation(ctx, await ownedInvitation(ctx, id));
}

export async function createInvitation(
  ctx: TInvitationsContext,
  body: TCreateInvitationBody & { content?: TInvitationContentDraft },
): Promise<TInvitation> {
  const { db, actor: user } = ctx;
  const slug = body.slug ?? randomSlug();
  if (await repo.isSlugTaken(db, slug, user.id)) throw invalid({ slug: [SLUG_TAKEN] });
  const template = body.templateId ? await chooseTemplate(db, body.templateId, null) : null;
  const value: TInvitationContentDraft = { ...(body.content ?? {}) };
  if (referencedMediaKeys(value).length > 0) {
    throw invalid({ content: ['Unggah foto dan musik setelah undangan dibuat.'] });
  }
  const language = body.pageLanguage ?? value.pageLanguage ?? 'id';
  value.pageLanguage = language;
  try {
    // The allowance is the new invitation's own, so it is checked on the row before committing.
    const row = await db.transaction(async (tx) => {
      await assertInvitationRoom(tx, user);
      const inserted = await repo.insertInvitation(tx, {
        userId: user.id,
        slug,
        templateId: template?.id ?? null,
        pageLanguage: language,
        content: value,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
      await checkAllowance(tx, inserted, value, template?.tier ?? null);
      return inserted;
    });
    return await toInvitation(ctx, { invitation: row, template });
  } catch (err) {
    throw slugTakenOr(err);
  }
}

/** The editor's save: refused when stale (409), when a published page would become incomplete (422). */
export async function updateInvitation(
  ctx: TInvitationsContext,
  id: string,
  body: TUpdateInvitationBody & { content?: TInvitationContentDraft },
): Promise<TInvitation> {
  const { db } = ctx;
  const current = await ownedInvitation(ctx, id);
  const { invitation } = current;
  if (body.version !== invitation.version) throw new VersionConflictError(invitation.version);

  const changes: Partial<typeof invitation> = {};
  if (body.slug !== undefined && body.slug !== invitation.slug) {
    if (invitation.publishedAt) {
      throw invalid({
        slug: ['Alamat undangan tidak bisa diubah setelah dipublikasikan, karena tautannya sudah dibagikan'],
      });
    }
    if (await repo.isSlugTaken(db, body.slug, ctx.actor.id, invitation.id)) {
      throw invalid({ slug: [SLUG_TAKEN] });
    }
    changes.slug = body.slug;
  }
  let template = current.template;
  if (body.templateId !== undefined && body.templateId !== invitation.templateId) {
    template = body.templateId ? await chooseTemplate(db, body.templateId, invitation.templateId) : null;
    changes.templateId = template?.id ?? null;
  }
  const value: TInvitationContentDraft = { ...(body.content ?? contentOf(invitation)) };
  const language = body.pageLanguage ?? body.content?.pageLanguage ?? pageLanguage(invitation.pageLanguage);
  value.pageLanguage = language;
  changes.pageLanguage = language;
  changes.content = value;
  await checkMediaKeys(db, invitation.id, value);
  await checkAllowance(db, invitation, value, template?.tier ?? null);
  if (invitation.status === 'published') {
    assertPublishable(value, changes.templateId ?? invitation.templateId);
  }
  changes.updatedAt = ctx.now;

  let saved: repo.TInvitationRow | undefined;
  try {
    saved = await db.transaction(async (tx) => {
      // The media sweep takes the same lock before removing unnamed uploads, so the files checked
      // here are still there when the content naming them is saved.
      await repo.lockInvitation(tx, invitation.id);
      await checkMediaKeys(tx, invitation.id, value);
      return repo.updateInvitationAtVersion(tx, invitation.id, body.version, changes);
    });
  } catch (err) {
    throw slugTakenOr(err);
  }
  if (!saved) {
    const latest = await ownedInvitation(ctx, id);
    throw new VersionConflictError(latest.invitation.version);
  }
  ctx.events.emit('invitation.changed', { slug: invitation.slug });
  if (saved.slug !== invitation.slug) ctx.events.emit('invitation.changed', { slug: saved.slug });
  await sweepMedia(ctx, saved.id);
  return toInvitation(ctx, { invitation: saved, template });
}

export async function removeInvitation(ctx: TInvitationsContext, id: string): Promise<void> {
  const { invitation } = await ownedInvitation(ctx, id);
  const files = (await repo.listMedia(ctx.db, invitation.id)).flatMap((row) => storageKeysOf(row));
  await ctx.db.transaction(async (tx) => {
    // Marked with the removal, so the files still go if deleting them below fails or stops.
    await markUnowned(tx, files, ctx.now);
    await repo.deleteInvitation(tx, invitation.id);
  });
  ctx.events.emit('invitation.changed', { slug: invitation.slug });
  await removeFiles(ctx, files);
}
