import { z } from 'zod';
import { text, ZTimestamp } from '../fields';
import { ROLES, ZAbilityRule } from '../abilities';
import { LOCALES, PASSWORD_MAX, PASSWORD_MIN } from '../constants';

/** Contracts of the account endpoints (design.md, auth table). Messages are what users read. */

export const ZEmail = z
  .string({ error: 'Email wajib diisi' })
  .trim()
  .toLowerCase()
  .min(1, 'Email wajib diisi')
  .max(254, 'Email terlalu panjang')
  .pipe(z.email('Format email tidak valid'));

/** The shape rule only; the common-password check runs on the server, which holds the list. */
export const ZNewPassword = z
  .string({ error: 'Password wajib diisi' })
  .min(PASSWORD_MIN, `Password minimal ${PASSWORD_MIN} karakter`)
  .max(PASSWORD_MAX, `Password maksimal ${PASSWORD_MAX} karakter`);

export const ZPersonName = text('Nama', 1, 100);

export const ZRegisterBody = z.object({ name: ZPersonName, email: ZEmail, password: ZNewPassword });
export type TRegisterBody = z.infer<typeof ZRegisterBody>;

export const ZLoginBody = z.object({
  email: ZEmail,
  password: z
    .string({ error: 'Password wajib diisi' })
    .min(1, 'Password wajib diisi')
    .max(PASSWORD_MAX, `Password maksimal ${PASSWORD_MAX} karakter`),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;

export const ZTokenBody = z.object({
  token: z.string({ error: 'Token wajib diisi' }).min(1, 'Token wajib diisi').max(200, 'Token tidak valid'),
});
export type TTokenBody = z.infer<typeof ZTokenBody>;

export const ZEmailBody = z.object({ email: ZEmail });
export type TEmailBody = z.infer<typeof ZEmailBody>;

export const ZResetPasswordBody = z.object({ token: ZTokenBody.shape.token, password: ZNewPassword });
export type TResetPasswordBody = z.infer<typeof ZResetPasswordBody>;

export const ZUserData = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  phone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  language: z.enum(LOCALES),
  emailVerified: z.boolean(),
  createdAt: ZTimestamp,
});
export type TUserData = z.infer<typeof ZUserData>;

export const ZSession = z.object({
  userData: ZUserData,
  userAbilityRules: z.array(ZAbilityRule),
});
export type TSession = z.infer<typeof ZSession>;

export const ZLoginResponse = ZSession.extend({ accessToken: z.string() });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;
