import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZRejectBody,
  ZTransactionCreate,
  ZTransactionDetail,
  ZTransactionList,
  ZTransactionListQuery,
} from '@undangin/shared';
import { billingSchemas } from '../route-schema';
import { MANAGE, READ } from './access';
import * as service from './service';

const { signedIn, onRecord: onTransaction } = billingSchemas('transactions');
/** The owner's list and the administrators' answer the same page of transactions. */
const listSchema = signedIn({ querystring: ZTransactionListQuery, response: { 200: ZTransactionList } });
/** A route on one transaction answers with the transaction as it now stands. */
const oneTransaction = onTransaction({ response: { 200: ZTransactionDetail } });
/**
 * Orders per account, counted in the app's rate-limit store (Redis when configured, so across
 * processes). Each order draws an invoice number and a unique code; a person needs a few at most.
 */
export const TRANSACTION_CREATE_LIMIT = { max: 10, timeWindow: 15 * 60 * 1000 };
/** Approving payments is the administrators' alone (design.md, roles). */
const ADMIN = { access: { action: 'manage', subject: 'all' } } as const;

/** Purchases of packages, their life from waiting for payment to paid, and the administrators' verification. */
const transactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: FastifyRequest): service.TTransactionsContext => ({
    db: app.db,
    actor: request.user!,
    now: app.clock.now(),
    mailer: app.mailer,
    appUrl: app.config.appUrl,
    log: request.log,
    events: app.events,
  });

  app.get('/transactions', { config: READ, schema: listSchema }, async (request) =>
    service.listOwnTransactions(ctx(request), request.query),
  );

  app.post(
    '/transactions',
    {
      config: {
        ...MANAGE,
        rateLimit: {
          ...TRANSACTION_CREATE_LIMIT,
          // The route's own hook runs after authentication, so the caller is known here.
          keyGenerator: (request) => `transactions-create:${request.user?.id ?? request.ip}`,
        },
      },
      schema: signedIn({
        summary:
          'Chooses a package for an invitation. Send an Idempotency-Key header: a repeat with the same key answers with the first transaction.',
        body: ZTransactionCreate,
        response: { 201: ZTransactionDetail },
      }),
    },
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const key = Array.isArray(header) ? header[0] : header;
      const result = await service.createTransaction(ctx(request), request.body, key);
      if (result.replayed) void reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(result.transaction);
    },
  );

  app.get('/transactions/:id', { config: READ, schema: oneTransaction }, async (request) =>
    service.getTransaction(ctx(request), request.params.id),
  );

  app.post('/transactions/:id/cancel', { config: MANAGE, schema: oneTransaction }, async (request) =>
    service.cancelTransaction(ctx(request), request.params.id),
  );

  app.get('/admin/transactions', { config: ADMIN, schema: listSchema }, async (request) =>
    service.listAllTransactions(ctx(request), request.query),
  );

  app.post('/admin/transactions/:id/approve', { config: ADMIN, schema: oneTransaction }, async (request) =>
    service.approveTransaction(ctx(request), request.params.id),
  );

  app.post(
    '/admin/transactions/:id/reject',
    { config: ADMIN, schema: onTransaction({ body: ZRejectBody, response: { 200: ZTransactionDetail } }) },
    async (request) => service.rejectTransaction(ctx(request), request.params.id, request.body.reason),
  );
};

export default transactionsRoutes;
