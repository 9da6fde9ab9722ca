import type { FastifyInstance } from 'fastify';
import { ensureAdministrator } from './modules/auth/admin-account';
import { seedPackages } from './modules/billing/packages/seed';
import { runBillingJobsAtStartup } from './modules/billing/transactions/billing-jobs';
import { seedTemplates } from './modules/templates/seed';
import { runGuestErasureAtStartup } from './modules/guests/privacy-job';
import { runOrphanSweepAtStartup } from './modules/files/orphan-sweep';

/** The administrator from ADMIN_EMAIL/ADMIN_PASSWORD; a generated password goes to the terminal, not the log. */
const createAdministrator = (app: FastifyInstance) =>
  ensureAdministrator(app.db, {
    email: app.config.adminEmail,
    password: app.config.adminPassword,
    now: app.clock.now(),
    print: (text) => process.stdout.write(`${text}\n`),
    warn: (message) => app.log.warn(message),
  });

/**
 * First-run data and jobs that must run once at start-up, in order. Each area adds its own step here
 * (the administrator account, seed packages and templates, expiry jobs).
 */
export async function runStartupTasks(app: FastifyInstance): Promise<void> {
  const tasks: ((app: FastifyInstance) => Promise<void>)[] = [
    createAdministrator,
    seedPackages,
    runBillingJobsAtStartup,
    seedTemplates,
    runGuestErasureAtStartup,
    runOrphanSweepAtStartup,
  ];
  for (const task of tasks) await task(app);
}
