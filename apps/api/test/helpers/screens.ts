import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { screenLinks } from '../../src/db/schema';
import type { TTestContext } from './app';
import { matrixGuests, type TMatrixGuests } from './guests';

/** One server-sent event as a browser's EventSource hands it over. */
export type TSentEvent = { event: string; id: string; data: unknown };

export type TEventStream = {
  status: number;
  headers: IncomingMessage['headers'];
  events: TSentEvent[];
  /** The first event (from the start of the stream) that matches, waiting for it up to `timeoutMs`. */
  next: (match: (event: TSentEvent) => boolean, timeoutMs?: number) => Promise<TSentEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** The raw text received, comments (heartbeats) included. */
  text: () => string;
  close: () => void;
};

/**
 * Opens `url` as EventSource does (Accept: text/event-stream, Last-Event-ID when given) and parses what
 * arrives into events; a refused stream resolves too, with its status and no events.
 */
export function openEventStream(url: string, headers: Record<string, string> = {}): Promise<TEventStream> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      const events: TSentEvent[] = [];
      const waiters = new Set<() => void>();
      let raw = '';
      let buffer = '';
      let lastId = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        raw += chunk;
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const [field, ...rest] = line.split(':');
            const value = rest.join(':').replace(/^ /, '');
            if (field === 'event') event = value;
            else if (field === 'data') data.push(value);
            else if (field === 'id') lastId = value;
          }
          if (data.length > 0) events.push({ event, id: lastId, data: JSON.parse(data.join('\n')) });
        }
        for (const wake of [...waiters]) wake();
      });
      const ended = new Promise<void>((done) => {
        res.on('end', () => done());
        res.on('close', () => done());
      });
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        text: () => raw,
        ended,
        close: () => req.destroy(),
        next: (match, timeoutMs = 5_000) =>
          new Promise((found, fail) => {
            const check = () => {
              const hit = events.find(match);
              if (!hit) return false;
              waiters.delete(check);
              clearTimeout(timer);
              found(hit);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
            }, timeoutMs);
            if (!check()) waiters.add(check);
          }),
      });
    });
    req.on('error', reject);
    req.end();
  });
}

type TMatrixScreen = TMatrixGuests & { screenId: string; screenToken: string };

/** The matrix's guests world with a greeting screen link of its own. */
export async function matrixScreen(ctx: TTestContext, ownerId: string): Promise<TMatrixScreen> {
  const world = await matrixGuests(ctx, ownerId);
  const screenToken = randomBytes(24).toString('base64url');
  const [link] = await ctx.app.db
    .insert(screenLinks)
    .values({
      invitationId: world.invitationId,
      name: 'Layar Matriks',
      tokenHash: createHash('sha256').update(screenToken).digest('hex'),
    })
    .returning();
  return { ...world, screenId: link!.id, screenToken };
}
