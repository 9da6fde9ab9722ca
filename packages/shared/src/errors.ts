import { z } from 'zod';

/** The one error body every API answer uses (design.md, HTTP API conventions). */
export const ZApiError = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  code: z.string().optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

// Kept in a zod-free module so screens that only compare codes do not load zod.
export { ERROR_CODES, TOKEN_BLACKLISTED_MESSAGE, SESSION_ENDED_MESSAGE } from './error-codes';

export const ZMessage = z.object({ message: z.string() });
export type TMessage = z.infer<typeof ZMessage>;
