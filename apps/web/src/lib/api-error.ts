import { isAxiosError } from 'axios';
import { ZApiError } from '@undangin/shared/errors';
import { i18n, translateMessage } from './i18n';

export type TApiProblem = {
  status: number | null;
  /** A sentence for the user, in the current language where a translation exists. */
  message: string;
  fieldErrors: Record<string, string>;
  code?: string;
  retryAfterSeconds?: number;
};

/** Reads any failed call into what a form or a screen shows (design.md: the one error body). */
export function toApiProblem(error: unknown): TApiProblem {
  if (!isAxiosError(error) || !error.response) {
    return { status: null, message: i18n.t('common:errors.network'), fieldErrors: {} };
  }
  const { status, data, headers } = error.response;
  const body = ZApiError.safeParse(data);
  const fieldErrors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(body.success ? (body.data.errors ?? {}) : {})) {
    if (messages[0]) fieldErrors[field] = translateMessage(messages[0]);
  }
  if (status === 429) {
    const seconds = Number(headers['retry-after']);
    const retryAfterSeconds = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
    return {
      status,
      fieldErrors,
      retryAfterSeconds,
      code: body.success ? body.data.code : undefined,
      message: retryAfterSeconds
        ? i18n.t('common:errors.tooManyRequests', { seconds: retryAfterSeconds })
        : i18n.t('common:errors.tooManyRequestsNoTime'),
    };
  }
  return {
    status,
    fieldErrors,
    code: body.success ? body.data.code : undefined,
    message: body.success ? translateMessage(body.data.message) : i18n.t('common:errors.unknown'),
  };
}
