import {
  DOOR_SYNC_LIMITS,
  type TDoorOperation,
  type TDoorSync,
  type TDoorSyncResult,
  type TRosterGuest,
} from '@undangin/shared/guests/door-offline';
import { CHECK_IN_CODES, type TCheckInSummary } from '@undangin/shared/guests/schemas';
import { toApiProblem } from '../../../lib/api-error';
import type { TFetchedRoster } from '../api/usher-roster';
import { applyOperation } from './door-roster';
import {
  dismiss,
  enqueue,
  forgetDoor,
  keepRoster,
  keepSummary,
  readDoor,
  settle,
  type TKeptDoor,
  type TQueuedOperation,
  type TSettledResult,
} from './door-store';

/**
 * The usher's door, offline first: the list kept on the phone answers every lookup, every write goes
 * into a queue that is sent at once when the network allows (in turns of DOOR_SYNC_LIMITS.operations),
 * again when the phone comes back online and on a timer while items wait, and the server's answers
 * replace what the phone guessed. Plain TypeScript with its network and clock injected, so its rules
 * are tested without a screen; `useUsherDoor` puts it on one.
 */

/** How often the list is fetched again while online. */
export const ROSTER_REFRESH_MS = 60_000;
/** How often a waiting queue is tried again (a weak signal can fail a send while the phone says online). */
export const SYNC_RETRY_MS = 15_000;

export type TUsherDoorDeps = {
  db: IDBDatabase;
  token: string;
  /** The list, or null when the one held (named by its version) is still the server's. */
  fetchRoster: (etag: string | null) => Promise<TFetchedRoster | null>;
  sync: (body: TDoorSync) => Promise<TDoorSyncResult>;
  now: () => Date;
  newId: () => string;
  /** The browser's own idea of the network (navigator.onLine). */
  browserOnline: () => boolean;
  /** The server asks for the PIN again (the owner changed it): the page asks the usher. */
  onPinRequired: () => void;
};

/** How an operation done on this phone ended, as far as this phone knows. */
export type TOutcome = 'waiting' | TDoorSyncResult['results'][number]['status'];

export type TUsherDoorState = {
  loaded: boolean;
  kept: TKeptDoor | null;
  queue: TQueuedOperation[];
  settled: TSettledResult[];
  /** The kept list with the queued operations already applied: what the door shows. */
  guests: TRosterGuest[];
  /** False while the browser is offline or the last call found no network. */
  online: boolean;
  /** The link was revoked: the door closes with this sentence. */
  closed: string | null;
  outcomes: Readonly<Record<string, TOutcome>>;
};

/** A write at the door, as the screen asks for it: the id and the time are the phone's. */
export type TDoorRequest = TDoorOperation extends infer O
  ? O extends TDoorOperation
    ? Omit<O, 'id' | 'at'>
    : never
  : never;

/**
 * What the live totals show changed: when it moves, another usher let someone in and the list is
 * fetched again. A guest in at the akad who comes to the resepsi moves only that session's people, so
 * each session's count is part of it.
 */
export function totalsMark(summary: TCheckInSummary): string {
  return [
    summary.checkedIn,
    summary.checkedInPax,
    summary.totalGuests,
    summary.souvenirs,
    ...summary.sessions.map((session) => session.arrivedPax),
  ].join(':');
}

function viewOf(kept: TKeptDoor | null, queue: readonly TQueuedOperation[]): TRosterGuest[] {
  if (!kept) return [];
  const actor = { usherName: kept.roster.usherName, firstEventId: kept.roster.sessions[0]?.id ?? null };
  return queue.reduce((guests, item) => applyOperation(guests, item.op, actor), kept.roster.guests);
}

export function createUsherDoor(deps: TUsherDoorDeps) {
  const { db, token } = deps;
  let state: TUsherDoorState = {
    loaded: false,
    kept: null,
    queue: [],
    settled: [],
    guests: [],
    online: deps.browserOnline(),
    closed: null,
    outcomes: {},
  };
  const listeners = new Set<() => void>();
  const set = (next: Partial<TUsherDoorState>) => {
    state = { ...state, ...next };
    if ('kept' in next || 'queue' in next) state = { ...state, guests: viewOf(state.kept, state.queue) };
    for (const listener of listeners) listener();
  };

  async function reload() {
    if (state.closed) return;
    const data = await readDoor(db, token);
    set({ ...data, loaded: true });
  }

  /** A refused call: the link revoked closes the door for good; a network failure means offline. */
  async function failed(error: unknown): Promise<'offline' | 'closed' | 'refused' | 'later'> {
    const problem = toApiProblem(error);
    if (problem.status === null) {
      set({ online: false });
      return 'offline';
    }
    set({ online: deps.browserOnline() });
    if (problem.code === CHECK_IN_CODES.usherAccessRevoked) {
      await forgetDoor(db, token);
      set({ closed: problem.message, kept: null, queue: [], settled: [] });
      return 'closed';
    }
    if (problem.code === CHECK_IN_CODES.pinRequired || problem.code === CHECK_IN_CODES.pinLocked) {
      deps.onPinRequired();
      return 'later';
    }
    // Too many calls or the server failing: the queue waits for the next turn.
    if (problem.status === 429 || problem.status >= 500) return 'later';
    return 'refused';
  }

  let refreshing: Promise<void> | null = null;
  /** Fetches the list again (on open, after each sync, every minute, when the totals moved). */
  function refresh(): Promise<void> {
    refreshing ??= (async () => {
      try {
        const kept = state.kept;
        const fetched = await deps.fetchRoster(kept?.etag ?? null);
        if (state.closed) return;
        // Unchanged on the server: the kept list is as fresh as this answer.
        const fresh = fetched ?? {
          roster: { ...kept!.roster, at: deps.now().toISOString() },
          etag: kept!.etag ?? null,
        };
        await keepRoster(db, token, fresh.roster, fresh.etag);
        set({ online: deps.browserOnline() });
        await reload();
      } catch (error) {
        await failed(error);
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  let flushing: Promise<void> | null = null;
  let again = false;
  /** Sends the queue in turns while it holds anything and the server answers. */
  function flush(): Promise<void> {
    if (flushing) {
      again = true;
      return flushing;
    }
    flushing = (async () => {
      let sentAny = false;
      try {
        do {
          again = false;
          await reload();
          while (state.queue.length > 0 && !state.closed) {
            const turn = state.queue.slice(0, DOOR_SYNC_LIMITS.operations);
            let results: TDoorSyncResult['results'];
            try {
              ({ results } = await deps.sync({ operations: turn.map((item) => item.op) }));
            } catch (error) {
              const why = await failed(error);
              if (why !== 'refused') return;
              // The server refused the whole turn (its input): each operation is told so, and the
              // queue moves on rather than sending the same refusal forever.
              const message = toApiProblem(error).message;
              results = turn.map((item) => ({ id: item.op.id, status: 'refused', message, guest: null }));
            }
            await settle(db, token, turn, results);
            sentAny = true;
            const outcomes = { ...state.outcomes };
            for (const result of results) outcomes[result.id] = result.status;
            set({ online: deps.browserOnline(), outcomes });
            await reload();
          }
        } while (again && !state.closed);
      } finally {
        flushing = null;
      }
      if (sentAny && !state.closed) await refresh();
    })();
    return flushing;
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Reads what the phone holds, then (online) fetches the list and sends what waits. */
    async open() {
      await reload();
      if (deps.browserOnline()) await Promise.all([refresh(), flush()]);
    },
    refresh,
    flush,
    /** A write at the door: queued on the phone first, shown at once, sent when the network allows. */
    async record(request: TDoorRequest): Promise<TDoorOperation> {
      const op = { ...request, id: deps.newId(), at: deps.now().toISOString() } as TDoorOperation;
      await enqueue(db, token, op);
      set({ outcomes: { ...state.outcomes, [op.id]: 'waiting' } });
      await reload();
      if (deps.browserOnline()) void flush();
      return op;
    },
    async dismiss(id: string) {
      await dismiss(db, id);
      await reload();
    },
    /** The server's live totals, kept for the expected heads offline. */
    async keepSummary(summary: TCheckInSummary) {
      await keepSummary(db, token, summary);
    },
    /** The browser's online and offline events. */
    setOnline(online: boolean) {
      set({ online });
      if (online) void Promise.all([flush(), refresh()]);
    },
    /** A call outside the door's own (the live totals) found the link revoked. */
    async close(error: unknown) {
      await failed(error);
    },
  };
}

export type TUsherDoor = ReturnType<typeof createUsherDoor>;
