/** Error codes and messages the web app matches on; plain values, importable without zod. */
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
