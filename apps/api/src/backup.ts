import { createWriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { ConfigError, parseEnv } from './config';
import { DataDirLockedError } from './db/client';
import { backUp, BackupError, restore } from './db/backup';

/**
 * `npm run db:backup [FILE]` and `npm run db:restore FILE` (dist/backup.js in the image):
 *   backup [FILE|-]   writes DATA_DIR's backup to FILE (default undangin-backup-<time>.tar.gz), or stdout
 *   restore FILE|-    unpacks a backup onto a new, empty DATA_DIR
 * A relative DATA_DIR is read from apps/api, where the server runs; FILE from where npm was run.
 */
const API_DIR = new URL('..', import.meta.url).pathname;
const HERE = process.env.INIT_CWD ?? process.cwd();

async function backupTo(dataDir: string, file: string | undefined): Promise<void> {
  if (file === '-') {
    await backUp(dataDir, process.stdout);
    return;
  }
  const target = resolve(
    HERE,
    file ?? `undangin-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`,
  );
  // Written aside and renamed once whole, so a cut backup never looks like one; it holds the JWT secret.
  const partial = `${target}.partial`;
  try {
    const source = await backUp(dataDir, createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, target);
    console.error(
      `Backup written to ${target} (${source === 'server' ? 'from the running server' : 'from DATA_DIR'}).`,
    );
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}

async function restoreFrom(dataDir: string, file: string | undefined): Promise<void> {
  if (!file) throw new BackupError('Name the backup file: npm run db:restore FILE');
  const path = resolve(HERE, file);
  const archive = file === '-' ? process.stdin : (await open(path).catch(() => null))?.createReadStream();
  if (!archive) throw new BackupError(`Cannot read the backup file ${path}.`);
  await restore(archive, dataDir);
  console.error(`Restored into DATA_DIR (${dataDir}); start the server with this DATA_DIR.`);
}

async function main(): Promise<void> {
  const [command, file] = process.argv.slice(2);
  const dataDir = resolve(API_DIR, parseEnv(process.env).DATA_DIR);
  if (command === 'backup') return backupTo(dataDir, file);
  if (command === 'restore') return restoreFrom(dataDir, file);
  throw new BackupError('Usage: backup [FILE|-] | restore FILE|-');
}

main().catch((err: unknown) => {
  const known = err instanceof BackupError || err instanceof ConfigError || err instanceof DataDirLockedError;
  console.error(known ? (err as Error).message : err);
  process.exit(1);
});
