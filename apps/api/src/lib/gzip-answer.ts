import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipAsync = promisify(gzip);

/** Below this an answer fits a few packets anyway, and compressing it costs more than it saves. */
const WORTH_IT = 1400;

/**
 * An onSend hook for the few JSON answers that grow with a guest list (the usher app's door list): the
 * API answers uncompressed elsewhere, but a phone at a venue fetches this one over a weak signal, and a
 * 1,000-guest list shrinks about eightfold. Compressed off the event loop, and only for clients that ask.
 */
export async function gzipLargeAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  reply.header('vary', 'accept-encoding');
  const accepts = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  if (!accepts || typeof payload !== 'string' || Buffer.byteLength(payload) < WORTH_IT) return payload;
  reply.header('content-encoding', 'gzip');
  return gzipAsync(payload);
}
