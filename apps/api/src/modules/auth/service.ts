import {
  ERROR_CODES,
  type TEmailBody,
  type TLoginBody,
  type TLoginResponse,
  type TMessage,
  type TRegisterBody,
  type TResetPasswordBody,
} from '@undangin/shared';
import type { TDb } from '../../db/client';
import { AppError, invalid } from '../../lib/errors';
import type { TAccessClaims, TJwt } from '../../lib/jwt';
import type { TClock } from '../../plugins/core';
import type { TMailer } from '../../plugins/mail';
import { notify } from '../notifications/service';
import { hashEmailToken, issueEmailToken } from './email-tokens';
import type { TLoginThrottle } from './login-throttle';
import { resetPasswordMail, verificationMail, type TMailContent } from './mails';
import { hashPassword, isCommonPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import * as repo from './repository';
import type { TTokenDenylist } from './token-denylist';
import { sessionFor } from './user-data';
import { verificationLink } from './verification';

export type TAuthDeps = {
  db: TDb;
  clock: TClock;
  mailer: TMailer;
  jwt: TJwt;
  throttle: TLoginThrottle;
  tokenDenylist: TTokenDenylist;
  /** Where the web app lives: mail links point there. */
  appUrl: string;
  log: { error: (details: object, message: string) => void };
};

export const COMMON_PASSWORD_MESSAGE = 'Password ini terlalu umum dan mudah ditebak. Pilih password lain.';
const EMAIL_TAKEN_MESSAGE = 'Email sudah terdaftar';
const WRONG_CREDENTIALS_MESSAGE = 'Email atau password salah';

/** A mail that cannot be sent must not undo the account change; the user can ask for it again. */
async function sendMail(deps: TAuthDeps, to: string, content: TMailContent): Promise<void> {
  try {
    await deps.mailer.send({ to, ...content });
  } catch (err) {
    deps.log.error({ err, to, subject: content.subject }, 'mail could not be sent');
  }
}

const tokenError = (code: string, message: string) =>
  new AppError(422, message, { code, errors: { token: [message] } });

/**
 * The user a still-usable e-mail token belongs to. A token is void when unknown, used, expired, or
 * sent to an address the account no longer has.
 */
async function usableToken(
  deps: TAuthDeps,
  token: string,
  kind: repo.TEmailTokenKind,
  messages: { invalid: string; used: (user: repo.TUserRow) => string; expired: string },
): Promise<{ tokenId: string; user: repo.TUserRow }> {
  const row = await repo.findEmailToken(deps.db, hashEmailToken(token), kind);
  const user = row && (await repo.findUserById(deps.db, row.userId));
  if (!row || !user || row.email !== user.email) throw tokenError(ERROR_CODES.tokenInvalid, messages.invalid);
  if (row.usedAt) throw tokenError(ERROR_CODES.tokenUsed, messages.used(user));
  if (row.expiresAt.getTime() <= deps.clock.now().getTime()) {
    throw tokenError(ERROR_CODES.tokenExpired, messages.expired);
  }
  return { tokenId: row.id, user };
}

const VERIFY_MESSAGES = {
  invalid: 'Tautan konfirmasi tidak valid. Minta tautan baru dari halaman masuk.',
  used: (user: repo.TUserRow) =>
    user.emailVerifiedAt
      ? 'Email kamu sudah dikonfirmasi sebelumnya. Silakan masuk.'
      : 'Tautan konfirmasi ini sudah digunakan. Minta tautan baru dari halaman masuk.',
  expired: 'Tautan konfirmasi sudah kedaluwarsa. Minta tautan baru dari halaman masuk.',
};

const RESET_MESSAGES = {
  invalid: 'Tautan atur ulang password tidak valid. Minta tautan baru.',
  used: () => 'Tautan atur ulang password ini sudah digunakan. Minta tautan baru bila perlu.',
  expired: 'Tautan atur ulang password sudah kedaluwarsa. Minta tautan baru.',
};

const resetLink = (deps: TAuthDeps, token: string) => `${deps.appUrl}/reset-password?token=${token}`;

export async function register(deps: TAuthDeps, body: TRegisterBody): Promise<TMessage> {
  const errors: Record<string, string[]> = {};
  if (await repo.findUserByEmail(deps.db, body.email)) errors.email = [EMAIL_TAKEN_MESSAGE];
  if (isCommonPassword(body.password)) errors.password = [COMMON_PASSWORD_MESSAGE];
  if (Object.keys(errors).length > 0) throw invalid(errors);

  const passwordHash = await hashPassword(body.password);
  const now = deps.clock.now();
  let created: { user: repo.TUserRow; token: string };
  try {
    created = await deps.db.transaction(async (tx) => {
      const user = await repo.insertUser(tx, {
        name: body.name,
        email: body.email,
        passwordHash,
        createdAt: now,
        updatedAt: now,
        tokensValidAfter: now,
      });
      return { user, token: await issueEmailToken(tx, user, 'verify_email', now) };
    });
  } catch (err) {
    // Two registrations of one address at once: the unique index decides, the loser hears why.
    if (repo.isUniqueViolation(err)) throw invalid({ email: [EMAIL_TAKEN_MESSAGE] });
    throw err;
  }
  await sendMail(
    deps,
    created.user.email,
    verificationMail(created.user.name, verificationLink(deps.appUrl, created.token)),
  );
  return { message: 'Pendaftaran berhasil. Kami telah mengirim tautan konfirmasi ke emailmu.' };
}

export async function verifyEmail(deps: TAuthDeps, token: string): Promise<TMessage> {
  const { tokenId, user } = await usableToken(deps, token, 'verify_email', VERIFY_MESSAGES);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (!(await repo.useEmailToken(tx, tokenId, now))) {
      throw tokenError(ERROR_CODES.tokenUsed, VERIFY_MESSAGES.used(user));
    }
    await repo.markEmailVerified(tx, user.id, now);
  });
  return { message: 'Email berhasil dikonfirmasi. Silakan masuk.' };
}

/** The same answer whether or not the address has an account waiting for confirmation. */
export async function resendVerification(deps: TAuthDeps, body: TEmailBody): Promise<TMessage> {
  const user = await repo.findUserByEmail(deps.db, body.email);
  if (user && !user.emailVerifiedAt && user.status === 'active') {
    const token = await issueEmailToken(deps.db, user, 'verify_email', deps.clock.now());
    await sendMail(deps, user.email, verificationMail(user.name, verificationLink(deps.appUrl, token)));
  }
  return {
    message:
      'Jika email tersebut terdaftar dan belum dikonfirmasi, kami telah mengirim tautan konfirmasi yang baru.',
  };
}

/** The same answer whether or not the address has an account. */
export async function forgotPassword(deps: TAuthDeps, body: TEmailBody): Promise<TMessage> {
  const user = await repo.findUserByEmail(deps.db, body.email);
  if (user && user.status === 'active') {
    const now = deps.clock.now();
    const token = await deps.db.transaction(async (tx) => {
      await repo.voidEmailTokens(tx, user.id, 'reset_password', now);
      return issueEmailToken(tx, user, 'reset_password', now);
    });
    await sendMail(deps, user.email, resetPasswordMail(user.name, resetLink(deps, token)));
  }
  return {
    message: 'Jika email tersebut terdaftar, kami telah mengirim tautan untuk mengatur ulang password.',
  };
}

/** A new password ends every session, and reaching the mailbox confirms the address too. */
export async function resetPassword(deps: TAuthDeps, body: TResetPasswordBody): Promise<TMessage> {
  // Checked first, so a refused password does not use up the link.
  if (isCommonPassword(body.password)) throw invalid({ password: [COMMON_PASSWORD_MESSAGE] });
  const { tokenId, user } = await usableToken(deps, body.token, 'reset_password', RESET_MESSAGES);
  const passwordHash = await hashPassword(body.password);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (!(await repo.useEmailToken(tx, tokenId, now))) {
      throw tokenError(ERROR_CODES.tokenUsed, RESET_MESSAGES.used());
    }
    await repo.voidEmailTokens(tx, user.id, 'reset_password', now);
    await repo.setPasswordAndEndSessions(tx, user.id, passwordHash, now);
    await repo.markEmailVerified(tx, user.id, now);
  });
  await deps.throttle.recordSuccess(user.email);
  return { message: 'Password berhasil diubah. Silakan masuk dengan password baru.' };
}

/** Speaks to a couple about their first invitation, so only the couple's role receives it. */
const WELCOME = {
  type: 'welcome',
  title: 'Selamat datang di Undangin!',
  body: 'Mulai dengan membuat undangan pertamamu, lalu tambahkan tamu dan sebarkan undangannya.',
  link: '/invitations',
};

export async function login(deps: TAuthDeps, body: TLoginBody, ip: string): Promise<TLoginResponse> {
  const now = deps.clock.now();
  await deps.throttle.assertAllowed(body.email, ip, now);
  const user = await repo.findUserByEmail(deps.db, body.email);
  const passwordOk = user
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyAgainstDummy(body.password);
  if (!user || !passwordOk) {
    await deps.throttle.recordFailure(body.email, ip, now);
    throw invalid({ email: [WRONG_CREDENTIALS_MESSAGE] }, WRONG_CREDENTIALS_MESSAGE);
  }
  await deps.throttle.recordSuccess(body.email);
  // Only someone who knows the password learns the account's state.
  if (user.status === 'suspended') {
    throw new AppError(403, 'Akunmu sedang ditangguhkan. Hubungi administrator Undangin.', {
      code: ERROR_CODES.accountSuspended,
    });
  }
  if (!user.emailVerifiedAt) {
    throw new AppError(
      403,
      'Email kamu belum dikonfirmasi. Buka tautan di email konfirmasi, atau kirim ulang.',
      {
        code: ERROR_CODES.emailNotVerified,
      },
    );
  }
  const { token } = await deps.jwt.sign(user.id, now);
  await deps.db.transaction(async (tx) => {
    const firstLogin = await repo.markFirstLogin(tx, user.id, now);
    if (firstLogin && user.role === 'user') await notify(tx, user.id, WELCOME);
  });
  return { accessToken: token, ...sessionFor(user) };
}

/** Ends the caller's token; without a valid one there is nothing to end and the answer is the same. */
export async function logout(deps: TAuthDeps, claims: TAccessClaims | null): Promise<TMessage> {
  if (claims) await deps.tokenDenylist.add(claims.jti, claims.exp);
  return { message: 'Kamu telah keluar.' };
}
