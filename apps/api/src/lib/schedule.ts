import type { FastifyInstance } from 'fastify';

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
