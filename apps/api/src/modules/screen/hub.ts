import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  resolveSettings,
  SCREEN_LIMITS,
  type TInvitationContentDraft,
  type TScreenGreeting,
  type TScreenWall,
} from '@undangin/shared';
import { AppError } from '../../lib/errors';
import { createMediaSigner } from '../../lib/signing';
import { findInvitationById } from '../invitations/repository';
import { mediaUrl } from '../invitations/media';
import type { TOpenScreen } from './links';
import * as repo from './repository';
import { createStreamSlots } from './slots';

/**
 * The greeting screens' streams (server-sent events) held open by this process. A screen's state is
 * never kept here: arrivals are read from the guests table, the wall from the wishes and the content,
 * and what happened in another process arrives as an event on the bus (through Redis), so any process
 * can serve any screen and a reconnecting screen is given what it missed from the database.
 */

/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
const HEARTBEAT_MS = 20_000;
/** Every few heartbeats the links are checked again (revoked elsewhere) and marked seen. */
const CHECK_EVERY = 3;
/** A stream's place under the per-link limit lapses unless renewed, so a dead process frees it. */
const LAPSE_MS = HEARTBEAT_MS * CHECK_EVERY * 2;
/** How far back a reconnecting screen is greeted: a short drop, not a whole evening replayed. */
const REPLAY_MS = 10 * 60_000;
const REPLAY_MAX = 20;
/** Wall reloads asked for within this time are one (a wish change announces itself twice). */
const WALL_COALESCE_MS = 50;
/** A screen that reads nothing while this much waits for it is closed rather than buffered on. */
const MAX_BUFFERED = 1024 * 1024;
/** How soon a browser reconnects after the stream ends (a restart, another process taking over). */
const RETRY_MS = 3_000;

type TStream = {
  id: string;
  screenId: string;
  invitationId: string;
  slug: string;
  raw: ServerResponse;
  ended: boolean;
  /** The last arrival this screen was given (its event id), where a replay starts. */
  cursor: string;
};

type TCursor = { at: Date; guestId: string | null };

/** An event's id is where the door's order stood: the check-in time, then the guest. */
const cursorOf = (row: repo.TGreetingRow) => `${row.checkedInAt.getTime()}_${row.guestId}`;

function parseCursor(text: string | undefined): TCursor | null {
  const match = /^(\d{1,15})(?:_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}))?$/i.exec(
    text ?? '',
  );
  return match ? { at: new Date(Number(match[1])), guestId: match[2] ?? null } : null;
}

export function createScreenHub(app: FastifyInstance) {
  const streams = new Set<TStream>();
  const byInvitation = new Map<string, Set<TStream>>();
  const slots = createStreamSlots(app.redis, app.config.redisPrefix, SCREEN_LIMITS.streamsPerLink, LAPSE_MS);
  const signer = createMediaSigner(app.config.jwtSecret);
  const wallTimers = new Map<string, NodeJS.Timeout>();
  const logFailure = (what: string) => (err: unknown) => app.log.warn({ err }, what);

  async function wallOf(invitation: { id: string; status: string; content: unknown }): Promise<TScreenWall> {
    const content = invitation.content as TInvitationContentDraft;
    const wishes = resolveSettings(content).wishesEnabled
      ? await repo.approvedWishes(app.db, invitation.id, SCREEN_LIMITS.wallWishes)
      : [];
    const keys = [content.coverPhoto?.key, ...(content.gallery ?? []).map((image) => image.key)];
    // A draft's files are served to the editor's preview with a token; the screen uses the same.
    const query = invitation.status === 'published' ? '' : `?t=${signer.token(invitation.id)}`;
    const photos = [...new Set(keys.filter((key): key is string => Boolean(key)))].map(
      (key) => `${mediaUrl(key, 1600)}${query}`,
    );
    return { wishes, photos };
  }

  function write(stream: TStream, chunk: string): void {
    if (stream.ended) return;
    if (stream.raw.writableLength > MAX_BUFFERED) {
      end(stream);
      return;
    }
    stream.raw.write(chunk);
  }

  function send(stream: TStream, event: string, data: unknown, id?: string): void {
    write(stream, `event: ${event}\n${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`);
  }

  function greet(stream: TStream, row: repo.TGreetingRow): void {
    const greeting: TScreenGreeting = { guestId: row.guestId, salutation: row.salutation, name: row.name };
    stream.cursor = cursorOf(row);
    send(stream, 'greet', greeting, stream.cursor);
  }

  /** Ends one stream; `closed` tells the screen its link is gone, so it does not reconnect. */
  function end(stream: TStream, closed = false): void {
    if (stream.ended) return;
    if (closed) stream.raw.write('event: closed\ndata: {}\n\n');
    stream.ended = true;
    stream.raw.end();
  }

  function forget(stream: TStream): void {
    stream.ended = true;
    streams.delete(stream);
    const set = byInvitation.get(stream.invitationId);
    set?.delete(stream);
    if (set?.size === 0) byInvitation.delete(stream.invitationId);
    slots.release(stream.screenId, stream.id).catch(logFailure('Releasing a screen stream failed'));
  }

  async function replay(stream: TStream, after: TCursor): Promise<void> {
    const notBefore = new Date(app.clock.now().getTime() - REPLAY_MS);
    for (const row of await repo.greetingsAfter(app.db, stream.invitationId, after, notBefore, REPLAY_MAX)) {
      greet(stream, row);
    }
  }

  async function sendWall(invitationId: string): Promise<void> {
    const found = await findInvitationById(app.db, invitationId);
    const wall = found ? await wallOf(found.invitation) : null;
    for (const stream of byInvitation.get(invitationId) ?? []) {
      if (wall) send(stream, 'wall', wall);
      else end(stream, true);
    }
  }

  function refreshWall(invitationId: string): void {
    if (!byInvitation.has(invitationId) || wallTimers.has(invitationId)) return;
    const timer = setTimeout(() => {
      wallTimers.delete(invitationId);
      sendWall(invitationId).catch(logFailure('Reading a screen wall failed'));
    }, WALL_COALESCE_MS);
    wallTimers.set(invitationId, timer);
  }

  /** Closes the streams whose link was revoked (here or elsewhere) and marks the others seen. */
  async function checkLinks(): Promise<void> {
    const ids = [...new Set([...streams].map((stream) => stream.screenId))];
    if (ids.length === 0) return;
    const open = await repo.openLinkIds(app.db, ids);
    for (const stream of streams) if (!open.has(stream.screenId)) end(stream, true);
    await repo.touchLinks(app.db, [...open], app.clock.now());
    for (const screenId of open) {
      const held = [...streams].filter((stream) => stream.screenId === screenId).map((stream) => stream.id);
      if (held.length > 0) await slots.renew(screenId, held);
    }
  }

  app.events.on('guest.checked-in', ({ invitationId, guestId }) => {
    if (!byInvitation.has(invitationId)) return;
    repo
      .findGreeting(app.db, invitationId, guestId)
      .then((row) => {
        if (row) for (const stream of byInvitation.get(invitationId) ?? []) greet(stream, row);
      })
      .catch(logFailure('Reading an arrival for the screens failed'));
  });
  app.events.on('wish.changed', ({ invitationId }) => refreshWall(invitationId));
  app.events.on('invitation.changed', ({ slug }) => {
    for (const [invitationId, set] of byInvitation) {
      if ([...set].some((stream) => stream.slug === slug)) refreshWall(invitationId);
    }
  });
  app.events.on('screen.revoked', ({ screenId }) => {
    for (const stream of streams) if (stream.screenId === screenId) end(stream, true);
  });
  // Redis came back after a drop: what other processes announced meanwhile is read from the database.
  app.events.on('changes.missed', () => {
    for (const invitationId of byInvitation.keys()) refreshWall(invitationId);
    for (const stream of streams) {
      const after = parseCursor(stream.cursor);
      if (after) replay(stream, after).catch(logFailure('Replaying arrivals for a screen failed'));
    }
    checkLinks().catch(logFailure('Checking the screen links failed'));
  });

  let beats = 0;
  const heartbeat = setInterval(() => {
    for (const stream of streams) write(stream, ': \n\n');
    beats += 1;
    if (beats % CHECK_EVERY === 0) checkLinks().catch(logFailure('Checking the screen links failed'));
  }, HEARTBEAT_MS);
  heartbeat.unref();

  // Shutting down: every stream ends now, so the drain is not held up by them, and each screen
  // reconnects (to another process behind the load balancer) and is given what it missed.
  app.addHook('preClose', (done) => {
    clearInterval(heartbeat);
    for (const timer of wallTimers.values()) clearTimeout(timer);
    for (const stream of streams) end(stream);
    done();
  });

  return {
    wallOf,

    /** Opens a screen's stream: its wall at once, then what it missed since `since`, then live. */
    async open(reply: FastifyReply, screen: TOpenScreen, since: string | undefined): Promise<void> {
      const stream: TStream = {
        id: randomUUID(),
        screenId: screen.link.id,
        invitationId: screen.invitation.id,
        slug: screen.invitation.slug,
        raw: reply.raw,
        ended: false,
        cursor: '',
      };
      if (!(await slots.take(stream.screenId, stream.id))) {
        throw new AppError(
          429,
          `Layar ini sudah terbuka di ${SCREEN_LIMITS.streamsPerLink} perangkat. Tutup salah satunya, lalu muat ulang.`,
          { headers: { 'retry-after': '30' } },
        );
      }
      let wall: TScreenWall;
      try {
        wall = await wallOf(screen.invitation);
      } catch (err) {
        await slots.release(stream.screenId, stream.id);
        throw err;
      }
      reply.hijack();
      reply.raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx would otherwise hold the events back in its buffer.
        'x-accel-buffering': 'no',
      });
      streams.add(stream);
      const set = byInvitation.get(stream.invitationId) ?? new Set<TStream>();
      set.add(stream);
      byInvitation.set(stream.invitationId, set);
      reply.raw.on('close', () => forget(stream));

      const after = parseCursor(since);
      stream.cursor = after ? since! : String(app.clock.now().getTime());
      write(stream, `retry: ${RETRY_MS}\n\n`);
      send(stream, 'wall', wall, stream.cursor);
      if (after) await replay(stream, after);
    },
  };
}

