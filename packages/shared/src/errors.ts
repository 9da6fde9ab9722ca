import { z } from 'zod';

/** The one error body every API answer uses (design.md, HTTP API conventions). */
export const ZApiError = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  code: z.string().optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

export const ERROR_CODES = {
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  xsrfMismatch: 'XSRF_MISMATCH',
  accountSuspended: 'ACCOUNT_SUSPENDED',
  versionConflict: 'VERSION_CONFLICT',
  limitReached: 'LIMIT_REACHED',
  /** An e-mail link (confirmation, password reset) that is unknown, expired or already used. */
  tokenInvalid: 'TOKEN_INVALID',
  tokenExpired: 'TOKEN_EXPIRED',
  tokenUsed: 'TOKEN_USED',
  /** The change would leave the service without an active administrator. */
  lastAdministrator: 'LAST_ADMINISTRATOR',
  /** An administrator may not demote or suspend their own account. */
  selfAction: 'SELF_ACTION',
} as const;

/** Messages the web app matches on (spec §4: a 401 whose message contains "blacklisted" reloads). */
export const TOKEN_BLACKLISTED_MESSAGE = 'Token has been blacklisted';
export const SESSION_ENDED_MESSAGE = 'Sesi telah berakhir';

export const ZMessage = z.object({ message: z.string() });
export type TMessage = z.infer<typeof ZMessage>;
