import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TDbOrTx } from '../db/client';

/**
 * Runs `run` every `intervalMs` while the server is up: never two runs at once, a failure logged
 * (the next tick tries again), and closing waits for a run in progress. Every run and failure is
 * counted for /api/metrics; a run that found another process holding the job's lock counts as a run.
 */
export function scheduleJob(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  run: () => Promise<void>,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const job = { job: name };
  const runs = app.metrics.counter('undangin_job_runs_total', 'Runs of each periodic job in this process');
  const failures = app.metrics.counter(
    'undangin_job_failures_total',
    'Runs of each periodic job that failed',
  );
  // Listed at zero from the start, so an alert on failures has a series before the first one.
  runs.inc(job, 0);
  failures.inc(job, 0);
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running ??= run()
        .then(() => runs.inc(job))
        .catch((err: unknown) => {
          runs.inc(job);
          failures.inc(job);
          app.log.error({ err }, `${name} failed`);
        })
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
