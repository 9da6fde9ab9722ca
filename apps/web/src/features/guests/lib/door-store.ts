import type { TDoorOperation, TDoorSyncResult, TUsherRoster } from '@undangin/shared/guests/door-offline';
import type { TCheckInSummary } from '@undangin/shared/guests/schemas';

/**
 * The usher app's data on the phone, in IndexedDB (the seed's client-stored values stay the only
 * localStorage and cookie keys): per usher link, the list as the server last sent it, the operations
 * waiting to be sent, and the settled results the usher has not dismissed. A small promise wrapper
 * over the raw API, written once for these three stores.
 */

const DB_NAME = 'undangin-usher';
const DB_VERSION = 1;

/** The list as the server sent it, and its last live totals (their expected heads serve offline). */
export type TKeptDoor = {
  token: string;
  roster: TUsherRoster;
  /** The server's version of the kept list, sent back so an unchanged list is not sent again. */
  etag?: string | null;
  summary: TCheckInSummary | null;
};

/** An operation waiting to be sent; `seq` keeps the order the usher did things in. */
export type TQueuedOperation = { seq?: number; token: string; op: TDoorOperation };

/** A result the usher reads and dismisses: someone else was first, a quota passed, or a refusal. */
export type TSettledResult = {
  id: string;
  token: string;
  status: 'already' | 'flagged' | 'refused';
  message: string;
};

export type TDoorData = { kept: TKeptDoor | null; queue: TQueuedOperation[]; settled: TSettledResult[] };

type TStoreName = 'rosters' | 'queue' | 'settled';

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** Runs `work` in one transaction and resolves once it has committed (a write is durable then). */
function inTransaction<T>(
  db: IDBDatabase,
  stores: TStoreName[],
  mode: IDBTransactionMode,
  work: (tx: IDBTransaction) => Promise<T>,
): Promise<T> {
  const tx = db.transaction(stores, mode);
  const committed = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
  });
  const result = work(tx).catch((error: unknown) => {
    // A step that failed leaves nothing half written.
    tx.abort();
    throw error;
  });
  return Promise.all([result, committed]).then(([value]) => value);
}

export function openDoorStore(): Promise<IDBDatabase> {
  const request = indexedDB.open(DB_NAME, DB_VERSION);
  request.onupgradeneeded = () => {
    const db = request.result;
    db.createObjectStore('rosters', { keyPath: 'token' });
    db.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true }).createIndex('token', 'token');
    db.createObjectStore('settled', { keyPath: 'id' }).createIndex('token', 'token');
  };
  return done(request);
}

export function readDoor(db: IDBDatabase, token: string): Promise<TDoorData> {
  return inTransaction(db, ['rosters', 'queue', 'settled'], 'readonly', async (tx) => {
    const [kept, queue, settled] = await Promise.all([
      done(tx.objectStore('rosters').get(token) as IDBRequest<TKeptDoor | undefined>),
      // An index lists equal keys in the order of their primary key: the queue's order.
      done(tx.objectStore('queue').index('token').getAll(token) as IDBRequest<TQueuedOperation[]>),
      done(tx.objectStore('settled').index('token').getAll(token) as IDBRequest<TSettledResult[]>),
    ]);
    return { kept: kept ?? null, queue, settled };
  });
}

/** A list fresh from the server replaces the kept one; the last live totals stay until new ones come. */
export function keepRoster(
  db: IDBDatabase,
  token: string,
  roster: TUsherRoster,
  etag: string | null,
): Promise<void> {
  return inTransaction(db, ['rosters'], 'readwrite', async (tx) => {
    const store = tx.objectStore('rosters');
    const kept = (await done(store.get(token) as IDBRequest<TKeptDoor | undefined>)) ?? null;
    await done(store.put({ token, roster, etag, summary: kept?.summary ?? null } satisfies TKeptDoor));
  });
}

export function keepSummary(db: IDBDatabase, token: string, summary: TCheckInSummary): Promise<void> {
  return inTransaction(db, ['rosters'], 'readwrite', async (tx) => {
    const store = tx.objectStore('rosters');
    const kept = await done(store.get(token) as IDBRequest<TKeptDoor | undefined>);
    if (kept) await done(store.put({ ...kept, summary } satisfies TKeptDoor));
  });
}

export function enqueue(db: IDBDatabase, token: string, op: TDoorOperation): Promise<void> {
  return inTransaction(db, ['queue'], 'readwrite', async (tx) => {
    await done(tx.objectStore('queue').add({ token, op } satisfies TQueuedOperation));
  });
}

/**
 * What the server answered for operations it was sent, in one transaction: they leave the queue, the
 * guests it returns replace the kept ones (or join the list: a walk-in), and every result other than
 * 'done' waits for the usher to read it.
 */
export function settle(
  db: IDBDatabase,
  token: string,
  sent: TQueuedOperation[],
  results: TDoorSyncResult['results'],
): Promise<void> {
  return inTransaction(db, ['rosters', 'queue', 'settled'], 'readwrite', async (tx) => {
    const queue = tx.objectStore('queue');
    const answered = new Set(results.map((result) => result.id));
    for (const item of sent) {
      if (item.seq !== undefined && answered.has(item.op.id)) await done(queue.delete(item.seq));
    }
    const settled = tx.objectStore('settled');
    for (const result of results) {
      if (result.status === 'done') continue;
      await done(
        settled.put({
          id: result.id,
          token,
          status: result.status,
          message: result.message,
        } satisfies TSettledResult),
      );
    }
    const rosters = tx.objectStore('rosters');
    const kept = await done(rosters.get(token) as IDBRequest<TKeptDoor | undefined>);
    if (!kept) return;
    const byId = new Map(kept.roster.guests.map((guest) => [guest.id, guest]));
    for (const { guest } of results) {
      if (!guest) continue;
      // The server's guest carries no code hash: the kept one stays (a walk-in has none).
      byId.set(guest.id, { ...guest, codeHash: byId.get(guest.id)?.codeHash ?? null });
    }
    await done(rosters.put({ ...kept, roster: { ...kept.roster, guests: [...byId.values()] } }));
  });
}

export function dismiss(db: IDBDatabase, id: string): Promise<void> {
  return inTransaction(db, ['settled'], 'readwrite', async (tx) => {
    await done(tx.objectStore('settled').delete(id));
  });
}

/** A revoked link: nothing of its invitation stays on the phone. */
export function forgetDoor(db: IDBDatabase, token: string): Promise<void> {
  return inTransaction(db, ['rosters', 'queue', 'settled'], 'readwrite', async (tx) => {
    await done(tx.objectStore('rosters').delete(token));
    for (const name of ['queue', 'settled'] as const) {
      const store = tx.objectStore(name);
      const keys = await done(store.index('token').getAllKeys(token));
      for (const key of keys) await done(store.delete(key));
    }
  });
}
