import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Redis } from 'ioredis';

/** What one area tells the others it changed; the payload names what must be read again. */
export type TAppEvents = {
  /** An invitation's public page must be read again (content, status, plan, approved wishes…). */
  'invitation.changed': { slug: string };
  /** One guest's personal page must be read again (name, RSVP…). */
  'guest.changed': { invitationId: string; code: string };
  /** Something every page shows changed (a template's palette, fonts or component). */
  'templates.changed': Record<string, never>;
  /** A guest was let in at the door (the greeting screens greet them). */
  'guest.checked-in': { invitationId: string; guestId: string };
  /** A wish was approved, hidden or deleted, or came in approved (the greeting screens' wall). */
  'wish.changed': { invitationId: string; wishId: string };
  /** A greeting screen's link was revoked: its open screens close. */
  'screen.revoked': { screenId: string };
  /**
   * This process may have missed other processes' events (its Redis connection dropped and came back):
   * whatever it keeps must be read again. Heard in this process only.
   */
  'changes.missed': Record<string, never>;
};

export type TAppEventName = keyof TAppEvents;

export type TEventBus = {
  /** Tells every listener, here and in the other processes; call it after the change is committed. */
  emit: <K extends TAppEventName>(name: K, payload: TAppEvents[K]) => void;
  on: <K extends TAppEventName>(name: K, handler: (payload: TAppEvents[K]) => void) => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    events: TEventBus;
  }
}

type THandler = (payload: unknown) => void;
type TMessage = { origin: string; name: string; payload: unknown };

const EVENT_NAMES = new Set<string>([
  'invitation.changed',
  'guest.changed',
  'templates.changed',
  'guest.checked-in',
  'wish.changed',
  'screen.revoked',
] satisfies TAppEventName[]);

function isAppEventName(name: string): name is TAppEventName {
  return EVENT_NAMES.has(name);
}

function parseMessage(text: string): TMessage | null {
  try {
    const value = JSON.parse(text) as Partial<TMessage>;
    return typeof value.origin === 'string' && typeof value.name === 'string'
      ? { origin: value.origin, name: value.name, payload: value.payload }
      : null;
  } catch {
    return null;
  }
}

/** Connects the bus to the other processes: what one publishes, every other dispatches locally. */
async function bridgeThroughRedis(
  redis: Redis,
  channel: string,
  dispatch: (name: TAppEventName, payload: unknown) => void,
  log: FastifyBaseLogger,
) {
  // Each bus ignores its own messages: it has already dispatched them when they were emitted.
  const origin = randomUUID();
  // A connection that subscribes can do nothing else, so listening takes a second one. It subscribes
  // again itself when it comes back (below): ioredis's own resubscription leaves its failure unhandled
  // when the connection is closed meanwhile, as at shutdown.
  const subscriber = redis.duplicate({ connectionName: `${channel}:${origin}`, autoResubscribe: false });
  subscriber.on('error', (err: Error) => log.warn({ err }, 'Redis event subscription failed'));
  subscriber.on('message', (from: string, text: string) => {
    const message = from === channel ? parseMessage(text) : null;
    if (!message || message.origin === origin || !isAppEventName(message.name)) return;
    dispatch(message.name, message.payload);
  });
  let subscribed = false;
  // Back after a dropped connection: what other processes announced meanwhile never arrived, so once
  // subscribed again (nothing can fall in between), everything kept is read again.
  subscriber.on('ready', () => {
    if (!subscribed) return;
    subscriber.subscribe(channel).then(
      () => dispatch('changes.missed', {}),
      (err: unknown) => log.warn({ err }, 'Redis event subscription failed'),
    );
  });
  await subscriber.subscribe(channel);
  subscribed = true;
  return {
    publish(name: TAppEventName, payload: unknown) {
      redis
        .publish(channel, JSON.stringify({ origin, name, payload } satisfies TMessage))
        .catch((err: unknown) => log.warn({ err, event: name }, 'Publishing an event through Redis failed'));
    },
    close: () => subscriber.quit(),
  };
}

/**
 * Cross-area effects as events: a service says what changed, and whoever keeps a copy of it (the public
 * pages' cache) listens, so no service has to know who caches what. With Redis the events also reach
 * the other processes, which then read the change at once instead of when their copies expire.
 */
const eventsPlugin: FastifyPluginAsync = async (app) => {
  const handlers = new Map<TAppEventName, Set<THandler>>();

  function dispatch(name: TAppEventName, payload: unknown) {
    for (const handler of handlers.get(name) ?? []) {
      try {
        handler(payload);
      } catch (err) {
        // One listener failing must not keep the others from hearing the event.
        app.log.error({ err, event: name }, 'An event listener failed');
      }
    }
  }

  const bridge = app.redis
    ? await bridgeThroughRedis(app.redis, `${app.config.redisPrefix}events`, dispatch, app.log)
    : null;
  if (bridge) app.addHook('onClose', async () => void (await bridge.close()));

  app.decorate('events', {
    emit(name, payload) {
      dispatch(name, payload);
      bridge?.publish(name, payload);
    },
    on(name, handler) {
      const set = handlers.get(name) ?? new Set<THandler>();
      set.add(handler as THandler);
      handlers.set(name, set);
    },
  } satisfies TEventBus);
};

export default fp(eventsPlugin, { name: 'events', dependencies: ['core'] });
