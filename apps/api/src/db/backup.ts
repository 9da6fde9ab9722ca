import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, get, type IncomingMessage } from 'node:http';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { readTar, writeTar, type TTarFile } from './tar';
import { openPglite } from './client';

/**
 * Backups of the embedded database's DATA_DIR as one .tar.gz: a manifest, PGlite's own dump of its
 * data folder, then every other file of DATA_DIR (uploaded files, the generated JWT secret).
 *
 * PGlite is one process's, so while the server runs only the server can take the copy: it listens on a
 * Unix socket in DATA_DIR, which the CLI asks. A socket rather than an HTTP route because its file's
 * permissions (0600) already limit it to the user who owns the data, no proxy or port can forward it,
 * and it needs no secret of its own: whoever may open it may read DATA_DIR anyway.
 */
const BACKUP_SOCKET = 'backup.sock';
const MANIFEST = 'undangin-backup.json';
const DATABASE = 'pglite.tar';
const FORMAT = 1;
/** DATA_DIR's own entries a backup leaves out: the database (dumped instead), the lock and the socket. */
const NOT_COPIED = new Set(['pglite', 'undangin.lock', BACKUP_SOCKET]);

export class BackupError extends Error {}
const NOT_A_BACKUP = new BackupError('This file is not an Undangin backup (or one of a newer format).');

type TLog = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

/**
 * The database as of one moment between transactions: the dump runs on PGlite's single connection
 * while no transaction is open, so it holds every write committed before it (in its log, which the
 * restored database replays on its first start) and nothing of one not yet committed.
 */
async function snapshotDatabase(pglite: PGlite): Promise<Buffer> {
  return pglite._runExclusiveTransaction(async () => {
    const dump = await pglite.dumpDataDir('none');
    return Buffer.from(await dump.arrayBuffer());
  });
}

/** DATA_DIR's other files, read after the database, so every file the copied records name is there. */
async function* dataDirFiles(dataDir: string, folder = dataDir): AsyncGenerator<TTarFile> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (folder === dataDir && NOT_COPIED.has(entry.name)) continue;
    // An upload being written is renamed into place once whole (storage-local); its part is not kept.
    if (entry.name.endsWith('.tmp')) continue;
    if (entry.isDirectory()) {
      yield* dataDirFiles(dataDir, path);
    } else if (entry.isFile()) {
      try {
        yield { name: relative(dataDir, path).split(sep).join('/'), body: await readFile(path) };
      } catch (err) {
        // Deleted since the folder was listed: the database copy no longer needs it either.
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
  }
}

async function writeArchive(pglite: PGlite, dataDir: string, destination: Writable): Promise<void> {
  async function* files(): AsyncGenerator<TTarFile> {
    const database = await snapshotDatabase(pglite);
    const manifest = { format: FORMAT, createdAt: new Date().toISOString() };
    yield { name: MANIFEST, body: Buffer.from(JSON.stringify(manifest)) };
    yield { name: DATABASE, body: database };
    yield* dataDirFiles(dataDir);
  }
  await pipeline(writeTar(files()), createGzip(), destination);
}

/**
 * The running server's side: answers GET /backup on DATA_DIR/backup.sock with the archive. Returns
 * its closing, which cuts a backup still being sent (the CLI then deletes its partial file).
 */
export async function serveBackups(pglite: PGlite, dataDir: string, log: TLog): Promise<() => Promise<void>> {
  const path = join(dataDir, BACKUP_SOCKET);
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/gzip' });
    writeArchive(pglite, dataDir, res).catch((err: unknown) => {
      log.error({ err }, 'backup failed');
      res.destroy();
    });
  });
  // This process holds DATA_DIR's lock, so a socket file already there was left by one that ended.
  await rm(path, { force: true });
  try {
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(path, done);
    });
    await chmod(path, 0o600);
  } catch (err) {
    log.warn(
      { err, path },
      'backups of the running server are unavailable (a socket path is at most 107 bytes); stop the server to back up',
    );
    return async () => undefined;
  }
  return async () => {
    const closed = new Promise((done) => server.close(done));
    server.closeAllConnections();
    await closed;
  };
}

/** The running server's archive, or null when no server answers on DATA_DIR's socket. */
function askServer(socketPath: string): Promise<IncomingMessage | null> {
  return new Promise((resolveAnswer, fail) => {
    const request = get({ socketPath, path: '/backup' }, (res) => {
      if (res.statusCode === 200) return resolveAnswer(res);
      res.resume();
      fail(new BackupError(`The running server refused the backup (HTTP ${res.statusCode}).`));
    });
    request.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') resolveAnswer(null);
      else fail(err);
    });
  });
}

/**
 * Writes DATA_DIR's backup to `destination`: through the running server when one answers, otherwise
 * by opening DATA_DIR itself (taking its lock, so a server cannot start on it meanwhile).
 */
export async function backUp(dataDir: string, destination: Writable): Promise<'server' | 'folder'> {
  const answer = await askServer(join(dataDir, BACKUP_SOCKET));
  if (answer) {
    await pipeline(answer, destination);
    return 'server';
  }
  if (!existsSync(join(dataDir, 'pglite', 'PG_VERSION'))) {
    throw new BackupError(`DATA_DIR (${dataDir}) holds no Undangin database to back up.`);
  }
  const database = await openPglite({ dataDir });
  try {
    await writeArchive(database.pglite!, dataDir, destination);
  } finally {
    await database.close();
  }
  return 'folder';
}

/**
 * Unpacks a backup onto a new, empty DATA_DIR and loads its database there; the server then starts on
 * it as on any other. A failed restore leaves the folder empty again.
 */
export async function restore(archive: Readable, dataDir: string): Promise<void> {
  if (existsSync(dataDir) && (await readdir(dataDir)).length > 0) {
    throw new BackupError(`DATA_DIR (${dataDir}) is not empty: restore onto a new, empty DATA_DIR.`);
  }
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  let manifest = false;
  try {
    let database: Buffer | undefined;
    await pipeline(archive, createGunzip(), async (source: AsyncIterable<Buffer>) => {
      for await (const file of readTar(source)) {
        if (!manifest) {
          if (file.name !== MANIFEST || JSON.parse(file.body.toString()).format !== FORMAT)
            throw NOT_A_BACKUP;
          manifest = true;
          continue;
        }
        if (file.name === DATABASE) {
          database = file.body;
          continue;
        }
        const target = resolve(dataDir, file.name);
        if (!target.startsWith(resolve(dataDir) + sep) || NOT_COPIED.has(file.name.split('/')[0]!)) {
          throw new BackupError(`The backup names a file outside its data: ${file.name}`);
        }
        await mkdir(dirname(target), { recursive: true });
        // The JWT secret among them: readable by the server's user alone, as the server wrote it.
        await writeFile(target, file.body, { mode: 0o600 });
      }
    }).catch((err: unknown) => {
      if (err instanceof BackupError) throw err;
      // Whatever a file that is not gzip, not tar or not ours fails with before its manifest is read.
      if (!manifest) throw NOT_A_BACKUP;
      throw new BackupError(`The backup file is damaged or cut short (${(err as Error).message}).`);
    });
    if (!database) throw new BackupError('The backup holds no database.');
    const restored = await openPglite({ dataDir, loadDataDir: new Blob([new Uint8Array(database)]) });
    await restored.close();
  } catch (err) {
    for (const entry of await readdir(dataDir))
      await rm(join(dataDir, entry), { recursive: true, force: true });
    throw err;
  }
}
