import { Redis } from 'ioredis';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { serveBackups } from './db/backup';
import { DataDirLockedError, openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { bufferedStdout } from './plugins/logging';
import { runStartupTasks } from './startup';

/** How long requests in flight may run on after SIGTERM, and when the process ends regardless. */
const DRAIN_MS = 7_000;
const EXIT_MS = 9_500;

/** Start-up: configuration, database and migrations, first-run data, listen; graceful shutdown. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  await runMigrations(database);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null;
  const log = bufferedStdout();
  const app = await buildApp({ config, database, redis, logger: { stream: log.stream } });
  await runStartupTasks(app);
  // `npm run db:backup` reaches the running server through DATA_DIR (db/backup.ts says why not HTTP).
  const stopBackups = database.pglite
    ? await serveBackups(database.pglite, config.dataDir, app.log)
    : async () => undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // An orchestrator kills a process that is still up 10 s after SIGTERM (Docker's default): requests
    // still running when the drain's time is up are cut, and if closing hangs anyway the process ends
    // on its own before that kill, with a line that says so.
    const cut = setTimeout(() => {
      app.log.warn(`requests still running after ${DRAIN_MS / 1000} s of shutdown are cut`);
      app.server.closeAllConnections();
    }, DRAIN_MS);
    const giveUp = setTimeout(() => {
      app.log.error('shutdown did not finish in time');
      process.exit(1);
    }, EXIT_MS);
    try {
      // Stops listening, lets the requests in flight finish (plugins/draining.ts), then runs the
      // plugins' own closing (periodic jobs, the open counter's last flush, the event bridge).
      await app.close();
      await redis?.quit();
      await stopBackups();
      await database.close();
      clearTimeout(cut);
      clearTimeout(giveUp);
      log.stop();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Undangin is running at ${config.appUrl} (${database.kind})`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('Undangin could not start:', err);
  }
  process.exit(1);
});
