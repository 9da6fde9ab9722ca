import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type TDatabase } from '../../src/db/client';
import { MIGRATIONS_FOLDER, runMigrations } from '../../src/db/migrate';

/** Which engine this suite runs on: the vitest project sets TEST_DB. */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated PGlite, loaded from a snapshot made once per set of migrations: a fresh boot plus
 * migrations costs seconds, loading a snapshot a fraction of that.
 */
async function openTestPglite(): Promise<TDatabase> {
  const snapshot = join(tmpdir(), `undangin-pglite-${migrationsHash()}.tar.gz`);
  if (existsSync(snapshot)) {
    return openPglite({ loadDataDir: new Blob([readFileSync(snapshot)]) });
  }
  const database = await openPglite();
  await runMigrations(database);
  const dump = await database.pglite!.dumpDataDir('gzip');
  const tmp = `${snapshot}.${process.pid}.tmp`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  renameSync(tmp, snapshot);
  return database;
}

/**
 * A database of its own for each test file, copied from a migrated template, so suites run side by
 * side on one server without touching each other's rows. Its URL is for servers started in other
 * processes; closing the handle drops the database.
 */
export async function createTestPostgres(): Promise<{ url: string; database: TDatabase }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const template = `undangin_tpl_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // One process builds the template; the others wait for it on the same advisory lock.
    await admin.query('select pg_advisory_lock(727002)');
    const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (exists.rowCount === 0) {
      await admin.query(`create database ${template}`);
      const tplDb = openPostgres(withDatabase(url, template), 2);
      await runMigrations(tplDb);
      await tplDb.close();
    }
    const name = `undangin_t_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database ${name} template ${template}`);
    await admin.query('select pg_advisory_unlock(727002)');
    const database = openPostgres(withDatabase(url, name), 5);
    const close = database.close;
    database.close = async () => {
      await close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    };
    return { url: withDatabase(url, name), database };
  } finally {
    await admin.end();
  }
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function openTestDatabase(): Promise<TDatabase> {
  return testDbKind === 'postgres' ? (await createTestPostgres()).database : openTestPglite();
}

/** Empties every table of ours; cheaper than a new database for each test. */
export async function truncateAll(database: TDatabase): Promise<void> {
  const { rows } = (await database.db.execute(
    "select tablename from pg_tables where schemaname = 'public'",
  )) as unknown as { rows: { tablename: string }[] };
  const tables = rows.map((r) => `"${r.tablename}"`);
  if (tables.length) await database.exec(`truncate ${tables.join(', ')} restart identity cascade`);
}
