import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type TSchema = typeof schema;
/** One type for both drivers: services never care which engine runs underneath. */
export type TDb = PgDatabase<PgQueryResultHKT, TSchema>;
/** A transaction handle has the same query surface as the database. */
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
export type TDbOrTx = TDb | TTx;

export type TDatabase = {
  db: TDb;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL; used by migrations, health checks and test resets. */
  exec: (sql: string) => Promise<void>;
  close: () => Promise<void>;
  /**
   * Where a dropped idle connection is reported (PostgreSQL only): the server wires in its logger.
   * Without a listener such an error would crash the process.
   */
  onConnectionError?: (report: (err: Error) => void) => void;
  /** The connections, as /api/metrics reports them. */
  pool: () => TPoolStats;
  pglite?: PGlite;
};

/** PGlite is one connection inside this process that keeps no readable queue: no idle or waiting count. */
type TPoolStats = { max: number; total: number; idle?: number; waiting?: number };

export class DataDirLockedError extends Error {}

/**
 * PGlite is single-process: a second server on the same folder would corrupt it, so it is refused. The
 * lock names its process; a lock left by a process that is gone (killed, crashed, the machine restarted)
 * is taken over, so a restart after SIGKILL is not held back.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockFile = join(dir, 'undangin.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      const started = startOf(process.pid);
      writeSync(fd, started ? `${process.pid} ${started}` : String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const [pidText, started] = readFileSync(lockFile, 'utf8').trim().split(' ');
      const pid = Number(pidText);
      if (pid && pid !== process.pid && holds(pid, started)) {
        throw new DataDirLockedError(
          `The data folder ${dir} is in use by another Undangin process (pid ${pid}). ` +
            'Stop that process, or give this one another DATA_DIR or a DATABASE_URL.',
        );
      }
      rmSync(lockFile, { force: true }); // left behind by a process that no longer runs
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dir}.`);
}

/**
 * Whether the process that wrote the lock still runs. After a reboot, or once pids wrap, its pid may
 * name another process: where the lock recorded its start, a process that started at another time (or
 * in another boot) is not its owner. When the start cannot be read the pid alone decides, so a live
 * owner is never taken for gone.
 */
function holds(pid: number, started: string | undefined): boolean {
  if (!isAlive(pid)) return false;
  const now = started ? startOf(pid) : null;
  return now === null || now === started;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When a process started, as Linux tells it: the boot's id and the start in clock ticks after boot
 * (field 22 of /proc/<pid>/stat). Null where there is no /proc (macOS) or the process is not visible.
 */
function startOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields are counted after the command's name, which is in parentheses and may hold spaces.
    const ticks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return ticks ? `${boot}:${ticks}` : null;
  } catch {
    return null;
  }
}

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<TDatabase> {
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => undefined;
  try {
    const pglite = await PGlite.create({
      dataDir: options.dataDir ? join(options.dataDir, 'pglite') : undefined,
      loadDataDir: options.loadDataDir,
      relaxedDurability: true,
    });
    const db = drizzlePglite(pglite, { schema }) as unknown as TDb;
    return {
      db,
      kind: 'pglite',
      pglite,
      pool: () => ({ max: 1, total: 1 }),
      exec: async (sql) => {
        await pglite.exec(sql);
      },
      close: async () => {
        await pglite.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}

export function openPostgres(url: string, poolSize = 10): TDatabase {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A restart, failover or an administrator ends idle connections: the pool replaces them on the
  // next query, so the error is only reported.
  let report = (err: Error) => console.error('PostgreSQL closed an idle connection:', err.message);
  pool.on('error', (err) => report(err));
  const db = drizzlePg(pool, { schema }) as unknown as TDb;
  return {
    db,
    kind: 'postgres',
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
    pool: () => ({ max: poolSize, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    onConnectionError: (next) => {
      report = next;
    },
  };
}

export async function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<TDatabase> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite({ dataDir: config.dataDir });
}
