import fp from 'fastify-plugin';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { TApiError } from '@undangin/shared';
import { AppError, invalid } from '../lib/errors';
import { useIndonesianValidationMessages } from '../lib/validation-messages';
import { REQUEST_ID_HEADER } from './logging';

const NUL_MESSAGE = 'Teks ini mengandung karakter tersembunyi (NUL) yang tidak diizinkan.';
const BROKEN_CHARACTER_MESSAGE =
  'Teks ini mengandung karakter yang terpotong (misalnya separuh emoji) sehingga tidak bisa disimpan.';

// Code units, not code points (no `u` flag): a high half not followed by a low one, or a low one alone.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a string cannot be stored, if it cannot: PostgreSQL keeps no NUL in text or JSON, and a lone half
 * of a surrogate pair (half an emoji, cut by a careless client) is no character at all; either fails
 * the whole query (a JSON column refuses the "\ud800" it is written as).
 */
function unstorable(text: string): string | null {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return BROKEN_CHARACTER_MESSAGE;
  return null;
}

type TVisit = { value: unknown; key: string; parent: TVisit | null };

/**
 * Dotted paths (as validation errors name fields) of the strings in `value` that cannot be stored, each
 * with why. Walked with a stack of its own, so a body nested a million deep neither overflows nor
 * copies paths.
 */
function unstorableFields(value: unknown): [string, string][] {
  const found: [string, string][] = [];
  const pathOf = (visit: TVisit) => {
    const keys: string[] = [];
    for (let at: TVisit | null = visit; at?.parent; at = at.parent) keys.unshift(at.key);
    return keys.join('.') || '_';
  };
  const stack: TVisit[] = [{ value, key: '', parent: null }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    if (typeof visit.value === 'string') {
      const why = unstorable(visit.value);
      if (why) found.push([pathOf(visit), why]);
    } else if (typeof visit.value === 'object' && visit.value !== null) {
      for (const [key, item] of Object.entries(visit.value)) {
        const child = { value: item, key, parent: visit };
        const why = unstorable(key);
        if (why) found.push([pathOf(child), why]);
        stack.push(child);
      }
    }
  }
  return found;
}

/**
 * What the router refuses before any route or error handler runs (Fastify's `frameworkErrors`): a path
 * that is not valid percent-encoding, a path parameter over the router's length limit. No hook runs
 * for these either, so the request id is answered here.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const [status, message] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, 'Alamat yang diminta terlalu panjang']
      : error.code === 'FST_ERR_BAD_URL'
        ? [400, 'Alamat yang diminta tidak valid']
        : [500, 'Terjadi kesalahan pada server'];
  void reply
    .status(status)
    .header(REQUEST_ID_HEADER, request.id)
    .send({ message } satisfies TApiError);
}

/**
 * Every error leaves the server in one shape, { message, errors?, code? }, with Indonesian text; a 5xx
 * never shows internals.
 */
const errorsPlugin: FastifyPluginAsync = async (app) => {
  useIndonesianValidationMessages();

  // Text PostgreSQL cannot store fails the whole query; every route refuses it here, per field, instead
  // of each schema having to remember it. A callback hook: it runs on every request and seldom finds any.
  app.addHook('preValidation', (request, _reply, done) => {
    const fields = [request.params, request.query, request.body].flatMap((part) => unstorableFields(part));
    if (fields.length) return done(invalid(Object.fromEntries(fields.map(([field, why]) => [field, [why]]))));
    done();
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: TApiError = { message: error.message };
      if (error.options.code) body.code = error.options.code;
      if (error.options.errors) body.errors = error.options.errors;
      if (error.options.headers) void reply.headers(error.options.headers);
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        (errors[path] ??= []).push(issue.message ?? 'Tidak valid');
      }
      return reply.status(422).send({ message: 'Data yang dikirim tidak valid', errors } satisfies TApiError);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send({ message: 'Terjadi kesalahan pada server' } satisfies TApiError);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ message: 'Terjadi kesalahan pada server' } satisfies TApiError);
    }
    if (status === 429) {
      return reply
        .status(429)
        .send({ message: 'Terlalu banyak percobaan. Coba lagi nanti.' } satisfies TApiError);
    }
    if (status === 413) {
      return reply.status(413).send({ message: 'Ukuran data terlalu besar' } satisfies TApiError);
    }
    if (status === 415) {
      return reply.status(415).send({ message: 'Jenis konten tidak didukung' } satisfies TApiError);
    }
    // Malformed JSON and other client mistakes Fastify detects before the handler.
    return reply.status(status).send({ message: 'Permintaan tidak dapat diproses' } satisfies TApiError);
  });
};

export default fp(errorsPlugin, { name: 'errors' });
