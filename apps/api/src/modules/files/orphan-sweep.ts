import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TDb } from '../../db/client';
import { forgetUnowned } from '../../plugins/storage-ledger-repository';
import type { TStorage } from '../../plugins/storage-types';
import { scheduleJob, tryJobLock } from '../../lib/schedule';
import { releaseUnreferencedMedia } from '../invitations/media-sweep';
import * as repo from './repository';

/** A fixed advisory-lock key: of several processes, one sweeps at a time. */
const ORPHAN_SWEEP_LOCK = 727_701;
const HOUR_MS = 60 * 60 * 1000;
/** An upload may wait this long for the save that names it; a let-go file this long for its delete. */
export const ORPHAN_GRACE_MS = 24 * HOUR_MS;
export const ORPHAN_SWEEP_INTERVAL_MS = HOUR_MS;
/** Files looked at per run; what is left waits for the next run. */
const BATCH = 500;

export type TOrphanSweepResult = {
  ran: boolean;
  /** Upload records no content named, removed. */
  records: number;
  /** Files deleted from storage. */
  deleted: number;
  /** Files found named by a record after all, no longer watched. */
  owned: number;
  /** Files whose delete failed; they are tried again a grace period later. */
  failed: number;
};

/**
 * Deletes uploaded files no record names any more: uploads whose save never came, and files a change
 * let go of but whose delete never happened (a failure or a crash in between). Only files marked
 * unowned at least ORPHAN_GRACE_MS ago are looked at, never the whole bucket, and each is checked
 * against every table that names files. Runs at start-up and every hour with the injected time; the
 * advisory lock makes it run once across processes. The files are deleted after the transaction, so no
 * storage call holds it open; a crash before they are gone leaves them marked for a later run.
 */
export async function runOrphanSweep(
  deps: { db: TDb; storage: TStorage; log?: FastifyBaseLogger },
  now: Date,
): Promise<TOrphanSweepResult> {
  const before = new Date(now.getTime() - ORPHAN_GRACE_MS);
  const plan = await deps.db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, ORPHAN_SWEEP_LOCK))) return null;
    const released = await releaseUnreferencedMedia(tx, { before, now, limit: BATCH });
    const due = await repo.findDue(tx, before, BATCH);
    const owned = await repo.ownedKeys(tx, due);
    await forgetUnowned(tx, [...owned]);
    const orphans = due.filter((key) => !owned.has(key));
    await repo.claim(tx, orphans, now);
    return {
      records: released.records,
      owned: owned.size,
      keys: [...new Set([...released.keys, ...orphans])],
    };
  });
  if (!plan) return { ran: false, records: 0, deleted: 0, owned: 0, failed: 0 };
  let deleted = 0;
  let failed = 0;
  for (const key of plan.keys) {
    try {
      await deps.storage.delete(key);
      deleted += 1;
    } catch (err) {
      failed += 1;
      deps.log?.warn({ err, key }, 'could not delete an orphaned file');
    }
  }
  return { ran: true, records: plan.records, deleted, owned: plan.owned, failed };
}

async function runLogged(app: FastifyInstance): Promise<void> {
  const result = await runOrphanSweep({ db: app.db, storage: app.storage, log: app.log }, app.clock.now());
  if (result.records || result.deleted || result.failed) app.log.info(result, 'orphaned files swept');
}

/** The start-up run; the schedule below keeps it going. */
export async function runOrphanSweepAtStartup(app: FastifyInstance): Promise<void> {
  await runLogged(app);
}

/** Runs the sweep every hour while the server is up; stops with it. */
export function scheduleOrphanSweep(app: FastifyInstance): void {
  scheduleJob(app, 'orphaned file sweep', ORPHAN_SWEEP_INTERVAL_MS, () => runLogged(app));
}
