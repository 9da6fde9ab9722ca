import { ZInvitationContent, missingForPublish, type TInvitationContentDraft } from '@undangin/shared';
import type { TDbOrTx } from '../../db/client';
import { AppError, conflict, invalid } from '../../lib/errors';
import { allowanceFor, allowanceViolations } from './entitlements';
import { referencedMediaKeys } from './media';
import * as repo from './repository';

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

/** Zod issues as the { field: [message] } map the API answers with. */
export function issuesToErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = ['content', ...issue.path.map(String)].join('.');
    (errors[path] ??= []).push(issue.message);
  }
  return errors;
}

/** A published page (or one about to be) must stay complete and valid. */
export function assertPublishable(value: TInvitationContentDraft, templateId: string | null): void {
  const missing = missingForPublish(value, templateId);
  const parsed = ZInvitationContent.safeParse(value);
  if (missing.length > 0 || !parsed.success) {
    throw new PublishBlockedError(missing, parsed.success ? {} : issuesToErrors(parsed.error.issues));
  }
}

/** The owner's publish while an administrator's take-down holds. */
export function takenDown(reason: string): AppError {
  return conflict(
    `Undangan ini diturunkan oleh admin dan belum bisa diterbitkan lagi. Alasan: ${reason}. Perbaiki isinya, lalu hubungi admin untuk mencabut penurunan.`,
    'TAKEN_DOWN',
  );
}

/** The chosen template: it must exist and be offered, unless the invitation already uses it. */
export async function chooseTemplate(db: TDbOrTx, templateId: string, currentId: string | null) {
  const template = await repo.findTemplateById(db, templateId);
  if (!template || (!template.active && template.id !== currentId)) {
    throw invalid({ templateId: ['Template tidak ditemukan atau sudah tidak tersedia'] });
  }
  return template;
}

/** Every file the content names must be one uploaded to this invitation. */
export async function checkMediaKeys(db: TDbOrTx, invitationId: string, value: TInvitationContentDraft) {
  const keys = referencedMediaKeys(value);
  if (keys.length === 0) return;
  const known = new Set((await repo.listMedia(db, invitationId)).map((row) => row.key));
  if (keys.some((key) => !known.has(key))) {
    throw invalid({ content: ['Ada foto atau musik yang tidak ditemukan. Unggah ulang berkas tersebut.'] });
  }
}

/** The content must fit the invitation's package (gallery size, premium template, moderation). */
export async function checkAllowance(
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
