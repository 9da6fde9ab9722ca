import type { LightMyRequestResponse } from 'fastify';
import { TOKEN_BLACKLISTED_MESSAGE } from '@undangin/shared';

/**
 * What every answer of the sweep must be, whatever the input: no 5xx, no internals, and a refusal in the
 * API's one error shape with Indonesian sentences (design.md, HTTP API conventions).
 */

/** English words our messages never use; zod's and Fastify's defaults do. */
const ENGLISH =
  /\b(invalid|expected|required|received|must|too (big|small)|unrecognized|not found|error|failed|unauthorized|forbidden|bad request|internal|unsupported|body|querystring|params)\b/i;
/** The one English message the specification fixes (seed-spec: the client reloads on it). */
const FIXED_ENGLISH = [TOKEN_BLACKLISTED_MESSAGE];
const STACK_TRACE = /\n\s+at \S|\bat [^\s(]+ \([^)]*:\d+:\d+\)|node_modules|\/work\/|[A-Za-z]*Error: /;

export function isIndonesianSentence(message: string): boolean {
  return FIXED_ENGLISH.includes(message) || (message.trim().length > 0 && !ENGLISH.test(message));
}

/** Problems with one answer, as sentences for the failure report; empty when the answer is right. */
export function answerProblems(res: LightMyRequestResponse, apiRoute: boolean): string[] {
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`answered ${res.statusCode}`);
  if (STACK_TRACE.test(res.body)) problems.push('the body shows internals (a stack trace or a path)');
  const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
  if (res.statusCode >= 400 && (apiRoute || json)) {
    if (!json) {
      problems.push(`a ${res.statusCode} that is not JSON`);
      return problems;
    }
    problems.push(...errorShapeProblems(res.statusCode, res.json()));
  }
  return problems;
}

function errorShapeProblems(status: number, body: unknown): string[] {
  const problems: string[] = [];
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return ['the error is not an object'];
  const { message, errors, code, ...rest } = body as Record<string, unknown>;
  if (typeof message !== 'string') problems.push('the error has no message');
  else if (!isIndonesianSentence(message)) problems.push(`the message is not Indonesian: "${message}"`);
  if (code !== undefined && typeof code !== 'string') problems.push('the error code is not text');
  if (errors !== undefined) {
    if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) {
      problems.push('errors is not a field map');
    } else {
      for (const [field, messages] of Object.entries(errors)) {
        if (
          !Array.isArray(messages) ||
          messages.length === 0 ||
          messages.some((m) => typeof m !== 'string')
        ) {
          problems.push(`errors.${field} is not a list of messages`);
        } else {
          for (const m of messages as string[]) {
            if (!isIndonesianSentence(m)) problems.push(`errors.${field} is not Indonesian: "${m}"`);
          }
        }
      }
    }
  }
  if (status === 422 && errors === undefined && code === undefined) {
    problems.push('a 422 without per-field errors');
  }
  // Conflicts and blocked publishes carry what the screen needs beside the message; nothing else may.
  const extra = Object.keys(rest).filter((key) => !['currentVersion', 'missing', 'retryAfter'].includes(key));
  if (extra.length) problems.push(`the error carries unknown keys: ${extra.join(', ')}`);
  return problems;
}

/** Fields a client sends but an answer never echoes as sent: secrets and the optimistic-lock version. */
const WRITE_ONLY = new Set([
  'password',
  'currentPassword',
  'newPassword',
  'passwordConfirmation',
  'token',
  'pin',
  'version',
]);

/** True when `actual` holds everything `expected` says (objects by key, arrays element by element). */
export function contains(actual: unknown, expected: unknown): boolean {
  if (expected === undefined) return true;
  if (Array.isArray(expected)) {
    return (
      Array.isArray(actual) &&
      actual.length === expected.length &&
      expected.every((item, i) => contains(actual[i], item))
    );
  }
  if (typeof expected === 'object' && expected !== null) {
    if (typeof actual !== 'object' || actual === null || Array.isArray(actual)) return false;
    const record = actual as Record<string, unknown>;
    return Object.entries(expected).every(([key, value]) => {
      if (WRITE_ONLY.has(key)) return true;
      // A reference sent as `packageId` reads back as the object it names: `package: { id }`.
      const reference = /^(.+)Id$/.exec(key)?.[1];
      if (!(key in record) && reference && typeof record[reference] === 'object') {
        return contains((record[reference] as { id?: unknown } | null)?.id, value);
      }
      return contains(record[key], value);
    });
  }
  return Object.is(actual, expected);
}

/** Every object in a JSON answer, outermost first: the written record may sit inside a wrapper or a list. */
export function objectsIn(value: unknown): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const visit = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (typeof v === 'object' && v !== null) {
      found.push(v as Record<string, unknown>);
      Object.values(v).forEach(visit);
    }
  };
  visit(value);
  return found;
}
