import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../db/client';
import type { TClock } from '../plugins/core';

/**
 * Counts page opens without a write per request: counts gather in memory and are flushed every few
 * seconds and when the app closes. The first open of a personal link is written at once (once per
 * guest), because the owner watches for it.
 */
export type TOpenTracker = {
  recordGeneral: (invitationId: string) => void;
  /**
   * `log` is the request's, so a failure is logged under the request's id. Answers a promise only when
   * it writes the guest's first open; every later open is counted in memory alone.
   */
  recordPersonal: (
    invitationId: string,
    guestId: string,
    log: FastifyBaseLogger,
  ) => Promise<void> | undefined;
  flush: () => Promise<void>;
  start: () => void;
  stop: () => Promise<void>;
};

/** Guests whose first open is known to be stored; bounded so a huge event cannot grow it forever. */
const KNOWN_FIRST_OPENS_MAX = 200_000;

export function createOpenTracker(
  db: TDb,
  clock: TClock,
  log: FastifyBaseLogger,
  intervalMs = 3000,
): TOpenTracker {
  let general = new Map<string, number>();
  let personal = new Map<string, number>();
  let perGuest = new Map<string, { invitationId: string; opens: number }>();
  const firstOpenStored = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();

  async function write(
    generalOpens: Map<string, number>,
    personalOpens: Map<string, number>,
    guests: Map<string, { invitationId: string; opens: number }>,
  ) {
    const now = sql`${clock.now().toISOString()}::timestamptz`;
    const invitationIds = new Set([...generalOpens.keys(), ...personalOpens.keys()]);
    if (invitationIds.size > 0) {
      const rows = [...invitationIds].map(
        (id) => sql`(${id}::uuid, ${generalOpens.get(id) ?? 0}::int, ${personalOpens.get(id) ?? 0}::int)`,
      );
      // Joined with invitations so that counts of an invitation deleted meanwhile are dropped, not fatal.
      await db.execute(sql`
        insert into invitation_opens (invitation_id, general_opens, personal_opens, last_opened_at)
        select v.id, v.g, v.p, ${now} from (values ${sql.join(rows, sql`, `)}) as v(id, g, p)
        join invitations i on i.id = v.id
        on conflict (invitation_id) do update set
          general_opens = invitation_opens.general_opens + excluded.general_opens,
          personal_opens = invitation_opens.personal_opens + excluded.personal_opens,
          last_opened_at = excluded.last_opened_at`);
    }
    if (guests.size > 0) {
      const rows = [...guests].map(
        ([guestId, value]) => sql`(${guestId}::uuid, ${value.invitationId}::uuid, ${value.opens}::int)`,
      );
      await db.execute(sql`
        insert into guest_opens (guest_id, invitation_id, first_opened_at, opens, last_opened_at)
        select v.guest_id, v.invitation_id, ${now}, v.opens, ${now}
        from (values ${sql.join(rows, sql`, `)}) as v(guest_id, invitation_id, opens)
        join invitations i on i.id = v.invitation_id
        on conflict (guest_id) do update set
          opens = guest_opens.opens + excluded.opens,
          last_opened_at = excluded.last_opened_at`);
    }
  }

  async function flushNow() {
    if (general.size === 0 && personal.size === 0 && perGuest.size === 0) return;
    const batch = [general, personal, perGuest] as const;
    general = new Map();
    personal = new Map();
    perGuest = new Map();
    try {
      await write(...batch);
    } catch (err) {
      log.error({ err }, 'could not store page opens');
    }
  }

  const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

  async function storeFirstOpen(invitationId: string, guestId: string, requestLog: FastifyBaseLogger) {
    try {
      await db.execute(sql`
        insert into guest_opens (guest_id, invitation_id, first_opened_at, opens)
        values (${guestId}::uuid, ${invitationId}::uuid, ${clock.now().toISOString()}::timestamptz, 0)
        on conflict (guest_id) do nothing`);
      if (firstOpenStored.size >= KNOWN_FIRST_OPENS_MAX) firstOpenStored.clear();
      firstOpenStored.add(guestId);
    } catch (err) {
      requestLog.error({ err }, 'could not store a first open');
    }
  }

  return {
    recordGeneral(invitationId) {
      add(general, invitationId);
    },
    recordPersonal(invitationId, guestId, requestLog) {
      add(personal, invitationId);
      const entry = perGuest.get(guestId);
      if (entry) entry.opens += 1;
      else perGuest.set(guestId, { invitationId, opens: 1 });
      if (firstOpenStored.has(guestId)) return undefined;
      return storeFirstOpen(invitationId, guestId, requestLog);
    },
    flush() {
      // One flush at a time, so a slow write never interleaves with the next batch.
      flushing = flushing.then(flushNow);
      return flushing;
    },
    start() {
      timer ??= setInterval(() => void this.flush(), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await this.flush();
    },
  };
}
