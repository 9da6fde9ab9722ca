import type { FastifyInstance } from 'fastify';
import { seedPackages } from './modules/packages/seed';

/**
 * First-run data and jobs that must run once at start-up, in order. Each area adds its own step here
 * (the administrator account, seed packages and templates, expiry jobs).
 */
export async function runStartupTasks(app: FastifyInstance): Promise<void> {
  const tasks: ((app: FastifyInstance) => Promise<void>)[] = [seedPackages];
  for (const task of tasks) await task(app);
}
