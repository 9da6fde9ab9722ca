import type { TApiError } from '@undangin/shared/errors';
import { i18n, translateMessage } from './i18n';

export type TApiProblem = {
  status: number | null;
  /** A sentence for the user, in the current language where a translation exists. */
  message: string;
  fieldErrors: Record<string, string>;
  code?: string;
  retryAfterSeconds?: number;
};

/** The one error body of design.md, read by hand so the first load does not carry zod. */
function readApiError(data: unknown): TApiError | null {
  if (typeof data !== 'object' || data === null || !('message' in data) || typeof data.message !== 'string')
    return null;
  const body = data as { message: string; errors?: unknown; code?: unknown };
  const errors: Record<string, string[]> = {};
  if (typeof body.errors === 'object' && body.errors !== null) {
    for (const [field, messages] of Object.entries(body.errors)) {
      if (Array.isArray(messages)) errors[field] = messages.filter((m): m is string => typeof m === 'string');
    }
  }
  return { message: body.message, errors, code: typeof body.code === 'string' ? body.code : undefined };
}

/**
 * A refusal decided on the device rather than by the server (the usher's phone reading its own list),
 * in the shape of a failed call, so the screen shows it through toApiProblem like any other.
 */
export function deviceRefusal(message: string) {
  return { response: { status: 404, headers: {}, data: { message } } };
}

/** Reads any failed call into what a form or a screen shows (design.md: the one error body). */
export function toApiProblem(error: unknown): TApiProblem {
  // Read by shape, so any failed call carrying the server's answer is understood.
  const response = (
    error as { response?: { status: number; data: unknown; headers: Record<string, unknown> } } | null
  )?.response;
  if (!response || typeof response.status !== 'number') {
    return { status: null, message: i18n.t('common:errors.network'), fieldErrors: {} };
  }
  const { status, data, headers } = response;
  const body = readApiError(data);
  const fieldErrors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(body?.errors ?? {})) {
    if (messages[0]) fieldErrors[field] = translateMessage(messages[0]);
  }
  if (status === 429) {
    const seconds = Number(headers['retry-after']);
    const retryAfterSeconds = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
    return {
      status,
      fieldErrors,
      retryAfterSeconds,
      code: body?.code,
      message: retryAfterSeconds
        ? i18n.t('common:errors.tooManyRequests', { seconds: retryAfterSeconds })
        : i18n.t('common:errors.tooManyRequestsNoTime'),
    };
  }
  return {
    status,
    fieldErrors,
    code: body?.code,
    message: body ? translateMessage(body.message) : i18n.t('common:errors.unknown'),
  };
}

/**
 * Sends a request a screen waits on and shows its failure rather than throwing it: the last failure
 * is cleared first, and the answer says whether it went through (so a confirmation can close).
 */
export async function tryRequest(
  send: () => Promise<unknown>,
  showProblem: (message: string | null) => void,
): Promise<boolean> {
  showProblem(null);
  try {
    await send();
    return true;
  } catch (error) {
    showProblem(toApiProblem(error).message);
    return false;
  }
}
