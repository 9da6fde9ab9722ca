import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TDbOrTx } from '../db/client';

/**
 * Runs `run` every `intervalMs` while the server is up: never two runs at once, a failure logged
 * (the next tick tries again), and closing waits for a run in progress.
 */
export function scheduleJob(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  run: () => Promise<void>,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running ??= run()
        .catch((err: unknown) => app.log.error({ err }, `${name} failed`))
        .finally(() => {
          running = undefined;
        });
    }, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

/**
 * Takes a job's advisory lock for the rest of the transaction, or answers false when another process
 * holds it: of several processes, one runs the job at a time.
 */
export async function tryJobLock(tx: TDbOrTx, key: number): Promise<boolean> {
  const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as locked`)) as unknown as {
    rows: { locked: boolean }[];
  };
  return result.rows[0]?.locked === true;
}
