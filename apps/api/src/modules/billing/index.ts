import type { FastifyPluginAsync } from 'fastify';
import packagesRoutes from './packages/routes';
import paymentsRoutes from './payments/routes';
import { scheduleBillingJobs } from './transactions/billing-jobs';
import transactionsRoutes from './transactions/routes';

/**
 * The billing area: the packages and the bank accounts users transfer to, purchases from waiting for
 * payment to paid, payment confirmations with their proofs, and the billing jobs (expiry, reminders,
 * plan-end notices). It builds on invitations (whose plan it sets) and nothing below imports it.
 */
const billingModule: FastifyPluginAsync = async (app) => {
  await app.register(packagesRoutes);
  await app.register(transactionsRoutes);
  await app.register(paymentsRoutes);
  scheduleBillingJobs(app);
};

export default billingModule;
