import { Redis } from 'ioredis';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError, openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { runStartupTasks } from './startup';

/** Start-up: configuration, database and migrations, first-run data, listen; graceful shutdown. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  await runMigrations(database);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null;
  const app = await buildApp({ config, database, redis });
  await runStartupTasks(app);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await redis?.quit();
      await database.close();
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
