import {
  ERROR_CODES,
  type TChangePasswordBody,
  type TChangePasswordResponse,
  type TProfile,
  type TProfileResponse,
  type TAvatarCrop,
} from '@undangin/shared';
import type { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/client';
import type { TJwt } from '../../lib/jwt';
import type { TEventBus } from '../../plugins/events';
import type { TMailer } from '../../plugins/mail';
import type { TStorage } from '../../plugins/storage';
import type { ZProfileBody } from '@undangin/shared';
import { AppError, invalid } from '../../lib/errors';
import type { TAuthUser } from '../auth/plugin';
import { markUnowned } from '../../plugins/storage-ledger-repository';
import { recordAudit } from '../audit/service';
import { hashEmailToken, issueEmailToken } from '../auth/email-tokens';
import { hashPassword, isCommonPassword, verifyPassword } from '../auth/passwords';
import * as authRepo from '../auth/repository';
import { COMMON_PASSWORD_MESSAGE } from '../auth/service';
import { toUserData } from '../auth/user-data';
import { findUserById, type TUserRow } from '../auth/repository';
import { updateUser } from '../users/repository';
import type { TMailContent } from '../auth/mails';
import { newAvatarKey, processAvatar } from './avatar';
import { emailChangeMail, emailChangeNoticeMail, passwordChangedMail } from './mails';
import * as repo from './repository';

/** What the account's own services need from a request, and nothing more of the app. */
export type TProfileContext = {
  db: TDb;
  user: TAuthUser;
  now: Date;
  storage: TStorage;
  mailer: TMailer;
  jwt: TJwt;
  events: TEventBus;
  log: FastifyBaseLogger;
  /** Where the web app lives: mail links and export links point there. */
  appUrl: string;
};

const EMAIL_TAKEN_MESSAGE = 'Email sudah digunakan akun lain';

async function profileOf(ctx: TProfileContext, user: TUserRow): Promise<TProfile> {
  const pending = await repo.findPendingEmailChange(ctx.db, user.id, ctx.now);
  return { userData: toUserData(user), pendingEmail: pending?.email ?? null };
}

/** A mail that cannot be sent must not undo the change; the log keeps why. */
async function sendMail(ctx: TProfileContext, to: string, content: TMailContent): Promise<void> {
  try {
    await ctx.mailer.send({ to, ...content });
  } catch (err) {
    ctx.log.error({ err, to, subject: content.subject }, 'mail could not be sent');
  }
}

const link = (ctx: TProfileContext, path: string) => `${ctx.appUrl}${path}`;

export async function getProfile(ctx: TProfileContext): Promise<TProfile> {
  return profileOf(ctx, ctx.user);
}

/** The account, once the caller has shown its current password: a stolen token alone is not enough. */
async function withCurrentPassword(ctx: TProfileContext, password: string): Promise<TUserRow> {
  const current = await findUserById(ctx.db, ctx.user.id);
  if (!current || !(await verifyPassword(current.passwordHash, password))) {
    throw invalid({ currentPassword: ['Password saat ini salah'] });
  }
  return current;
}

/**
 * Saves name, phone and language at once. A new e-mail address is only requested: the account keeps
 * the old one until the link sent to the new one is opened.
 */
export async function updateProfile(
  ctx: TProfileContext,
  body: z.output<typeof ZProfileBody>,
): Promise<TProfileResponse> {
  const { db } = ctx;
  const wantsNewEmail = body.email !== ctx.user.email;
  // Before anything else, so a stolen session learns nothing, not even whose an address is.
  if (wantsNewEmail) {
    if (!body.currentPassword) {
      throw invalid({ currentPassword: ['Masukkan password saat ini untuk mengganti email'] });
    }
    await withCurrentPassword(ctx, body.currentPassword);
  }
  if (wantsNewEmail && (await repo.isEmailTakenByOther(db, body.email, ctx.user.id))) {
    throw invalid({ email: [EMAIL_TAKEN_MESSAGE] });
  }
  const { user, token } = await db.transaction(async (tx) => {
    const row = await updateUser(tx, ctx.user.id, {
      name: body.name,
      phone: body.phone,
      language: body.language,
      updatedAt: ctx.now,
    });
    // Only the newest request counts; asking for the current address again cancels a pending one.
    await repo.voidTokensOfKinds(tx, ctx.user.id, ['change_email'], ctx.now);
    const issued = wantsNewEmail
      ? await issueEmailToken(tx, { id: ctx.user.id, email: body.email }, 'change_email', ctx.now)
      : null;
    return { user: row!, token: issued };
  });
  if (token) {
    await sendMail(
      ctx,
      body.email,
      emailChangeMail(user.name, body.email, link(ctx, `/profile?emailToken=${token}`)),
    );
    await sendMail(ctx, user.email, emailChangeNoticeMail(user.name, body.email, link(ctx, '/profile')));
  }
  return {
    ...(await profileOf(ctx, user)),
    message: token
      ? `Profil disimpan. Buka tautan yang kami kirim ke ${body.email} untuk memakai email baru; sampai itu, email lama tetap berlaku.`
      : 'Profil disimpan',
  };
}

const tokenError = (code: string, message: string) =>
  new AppError(422, message, { code, errors: { token: [message] } });

/** Opens the link from the confirmation mail: the requested address becomes the account's. */
export async function confirmEmailChange(ctx: TProfileContext, token: string): Promise<TProfileResponse> {
  const { db } = ctx;
  const row = await authRepo.findEmailToken(db, hashEmailToken(token), 'change_email');
  // Someone else's link is answered like an unknown one.
  if (!row || row.userId !== ctx.user.id) {
    throw tokenError(ERROR_CODES.tokenInvalid, 'Tautan konfirmasi email tidak valid.');
  }
  if (row.usedAt) {
    if (ctx.user.email === row.email)
      return { ...(await profileOf(ctx, ctx.user)), message: 'Email baru sudah aktif.' };
    throw tokenError(
      ERROR_CODES.tokenUsed,
      'Tautan ini sudah tidak berlaku. Ajukan perubahan email lagi bila perlu.',
    );
  }
  if (row.expiresAt.getTime() <= ctx.now.getTime()) {
    throw tokenError(
      ERROR_CODES.tokenExpired,
      'Tautan konfirmasi sudah kedaluwarsa. Ajukan perubahan email lagi.',
    );
  }
  if (await repo.isEmailTakenByOther(db, row.email, ctx.user.id)) {
    throw tokenError(ERROR_CODES.tokenInvalid, `${row.email} sudah digunakan akun lain.`);
  }
  let user: TUserRow;
  try {
    user = await db.transaction(async (tx) => {
      if (!(await authRepo.useEmailToken(tx, row.id, ctx.now))) {
        throw tokenError(ERROR_CODES.tokenUsed, 'Tautan ini sudah digunakan.');
      }
      // Links sent to the old address (confirmation, password reset) end with it.
      await repo.voidTokensOfKinds(
        tx,
        ctx.user.id,
        ['change_email', 'reset_password', 'verify_email'],
        ctx.now,
      );
      const updated = await updateUser(tx, ctx.user.id, {
        email: row.email,
        emailVerifiedAt: ctx.now,
        updatedAt: ctx.now,
      });
      await recordAudit(tx, {
        actorId: ctx.user.id,
        action: 'profile.email_change',
        subjectType: 'user',
        subjectId: ctx.user.id,
        before: { email: ctx.user.email },
        after: { email: row.email },
        at: ctx.now,
      });
      return updated!;
    });
  } catch (err) {
    if (authRepo.isUniqueViolation(err))
      throw tokenError(ERROR_CODES.tokenInvalid, `${row.email} sudah digunakan akun lain.`);
    throw err;
  }
  return { ...(await profileOf(ctx, user)), message: `Email akunmu sekarang ${user.email}.` };
}

/** A new password ends every other session; the caller carries on with the fresh token in the answer. */
export async function changePassword(
  ctx: TProfileContext,
  body: TChangePasswordBody,
): Promise<TChangePasswordResponse> {
  const { db } = ctx;
  const current = await withCurrentPassword(ctx, body.currentPassword);
  if (body.password === body.currentPassword) {
    throw invalid({ password: ['Password baru harus berbeda dari password saat ini'] });
  }
  if (isCommonPassword(body.password)) throw invalid({ password: [COMMON_PASSWORD_MESSAGE] });
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await authRepo.setPasswordAndEndSessions(tx, current.id, passwordHash, ctx.now);
    await repo.voidTokensOfKinds(tx, current.id, ['reset_password'], ctx.now);
  });
  // Issued at the very instant sessions were ended, so this token alone stays valid.
  const { token } = await ctx.jwt.sign(current.id, ctx.now);
  await sendMail(ctx, current.email, passwordChangedMail(current.name, link(ctx, '/profile-password')));
  return { message: 'Password berhasil diganti. Sesi di perangkat lain telah diakhiri.', accessToken: token };
}

/** Stores the new photo first, then points the account at it, then removes the old one. */
export async function uploadAvatar(
  ctx: TProfileContext,
  bytes: Buffer,
  crop: TAvatarCrop | null,
): Promise<TProfileResponse> {
  const body = await processAvatar(bytes, crop);
  const key = newAvatarKey();
  await ctx.storage.put(key, body, 'image/webp');
  await letGo(ctx, ctx.user.avatarKey);
  let user: TUserRow;
  try {
    user = (await updateUser(ctx.db, ctx.user.id, { avatarKey: key, updatedAt: ctx.now }))!;
  } catch (err) {
    await ctx.storage.delete(key).catch(() => undefined);
    throw err;
  }
  await removeStoredAvatar(ctx, ctx.user.avatarKey);
  return { ...(await profileOf(ctx, user)), message: 'Foto profil diperbarui' };
}

export async function removeAvatar(ctx: TProfileContext): Promise<TProfileResponse> {
  await letGo(ctx, ctx.user.avatarKey);
  const user = (await updateUser(ctx.db, ctx.user.id, { avatarKey: null, updatedAt: ctx.now }))!;
  await removeStoredAvatar(ctx, ctx.user.avatarKey);
  return { ...(await profileOf(ctx, user)), message: 'Foto profil dihapus' };
}

/** Marked before the account stops naming it, so the orphan sweep removes it if the delete never happens. */
async function letGo(ctx: TProfileContext, key: string | null): Promise<void> {
  if (key) await markUnowned(ctx.db, [key], ctx.now);
}

async function removeStoredAvatar(ctx: TProfileContext, key: string | null): Promise<void> {
  if (!key) return;
  await ctx.storage
    .delete(key)
    .catch((err: unknown) => ctx.log.warn({ err, key }, 'could not delete an avatar'));
}
