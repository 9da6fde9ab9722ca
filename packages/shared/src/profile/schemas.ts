import { z } from 'zod';
import { LOCALES, PASSWORD_MAX } from '../constants';
import { ZEmail, ZNewPassword, ZPersonName, ZUserData } from '../auth/schemas';
import { normalizePhone } from '../guests/phone';

/** Contracts of the account's own pages: /profile and /profile-password (design.md, API map: accounts). */

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE = 256;
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Empty means no number; otherwise an Indonesian (or +country) number, stored as E.164. */
export const ZPhoneInput = z
  .string({ error: 'Nomor HP harus berupa teks' })
  .trim()
  .max(30, 'Nomor HP maksimal 30 karakter')
  .nullable()
  .transform((value, ctx) => {
    if (!value) return null;
    const phone = normalizePhone(value);
    if (phone.ok) return phone.e164;
    ctx.addIssue({ code: 'custom', message: phone.message });
    return z.NEVER;
  });

/** The square to keep, in pixels of the photo as it is shown (after its EXIF rotation). */
export const ZAvatarCrop = z.object({
  x: z.coerce.number().int().min(0),
  y: z.coerce.number().int().min(0),
  size: z.coerce.number().int().min(16, 'Area potong terlalu kecil'),
});
export type TAvatarCrop = z.infer<typeof ZAvatarCrop>;

/** The crop travels in the query string (a multipart body's fields would have to precede the file); none means the centre. */
export const ZAvatarQuery = ZAvatarCrop.partial().refine(
  (q) => [q.x, q.y, q.size].every((v) => v === undefined) || [q.x, q.y, q.size].every((v) => v !== undefined),
  { error: 'Area potong harus lengkap: x, y dan size', path: ['size'] },
);

const ZCurrentPassword = z
  .string({ error: 'Password saat ini wajib diisi' })
  .min(1, 'Password saat ini wajib diisi')
  .max(PASSWORD_MAX);

export const ZProfileBody = z.object({
  name: ZPersonName,
  email: ZEmail,
  phone: ZPhoneInput.default(null),
  language: z.enum(LOCALES, { error: 'Bahasa tidak dikenal' }),
  /** Needed only when `email` differs from the account's: a stolen session must not move the sign-in. */
  currentPassword: z
    .string({ error: 'Password saat ini harus berupa teks' })
    .max(PASSWORD_MAX, 'Password saat ini salah')
    .optional(),
});
export type TProfileBody = z.input<typeof ZProfileBody>;

export const ZProfile = z.object({
  userData: ZUserData,
  /** The new address waiting for its confirmation; the account keeps the old one until then. */
  pendingEmail: z.string().nullable(),
});
export type TProfile = z.infer<typeof ZProfile>;

export const ZProfileResponse = ZProfile.extend({ message: z.string() });
export type TProfileResponse = z.infer<typeof ZProfileResponse>;

export const ZConfirmEmailChangeBody = z.object({ token: z.string().min(1, 'Token wajib diisi').max(200) });
export type TConfirmEmailChangeBody = z.infer<typeof ZConfirmEmailChangeBody>;

export const ZChangePasswordBody = z
  .object({
    currentPassword: ZCurrentPassword,
    password: ZNewPassword,
    passwordConfirmation: z.string({ error: 'Konfirmasi password wajib diisi' }),
  })
  .refine((body) => body.password === body.passwordConfirmation, {
    path: ['passwordConfirmation'],
    error: 'Konfirmasi password tidak sama',
  });
export type TChangePasswordBody = z.infer<typeof ZChangePasswordBody>;

/** The caller's session continues on this fresh token; every other session has ended. */
export const ZChangePasswordResponse = z.object({ message: z.string(), accessToken: z.string() });
export type TChangePasswordResponse = z.infer<typeof ZChangePasswordResponse>;

export const ZDeleteAccountBody = z.object({
  password: z.string({ error: 'Password wajib diisi' }).min(1, 'Password wajib diisi').max(PASSWORD_MAX),
});
export type TDeleteAccountBody = z.infer<typeof ZDeleteAccountBody>;

export const EXPORT_FORMATS = ['json', 'xlsx'] as const;
/** JSON holds the whole account; a spreadsheet holds the guests of one invitation. */
export const ZExportQuery = z
  .object({ format: z.enum(EXPORT_FORMATS).default('json'), invitationId: z.uuid().optional() })
  .refine((q) => q.format === 'json' || q.invitationId !== undefined, {
    error: 'Pilih undangan yang daftar tamunya diunduh',
    path: ['invitationId'],
  });
export type TExportQuery = z.input<typeof ZExportQuery>;
