import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZBankAccount,
  ZBankAccountInput,
  ZBankAccountList,
  ZBankAccountUpdate,
  ZInvitationPlan,
  ZMessage,
  ZPackage,
  ZPackageInput,
  ZPackageList,
  ZPackageUpdate,
} from '@undangin/shared';
import { billingSchemas } from '../route-schema';
import * as service from './service';

const { signedIn, onRecord } = billingSchemas('packages');
const MANAGE = { access: { action: 'manage', subject: 'package' } } as const;
const READ = { access: { action: 'read', subject: 'package' } } as const;

/** Packages, the bank accounts users transfer to, and the package each invitation is on. */
const packagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: FastifyRequest): service.TBillingContext => ({
    db: app.db,
    actor: request.user!,
    now: app.clock.now(),
  });

  app.get(
    '/packages',
    { config: READ, schema: signedIn({ response: { 200: ZPackageList } }) },
    async (request) => service.listPackages(ctx(request)),
  );

  app.post(
    '/packages',
    { config: MANAGE, schema: signedIn({ body: ZPackageInput, response: { 201: ZPackage } }) },
    async (request, reply) => reply.status(201).send(await service.createPackage(ctx(request), request.body)),
  );

  app.patch(
    '/packages/:id',
    { config: MANAGE, schema: onRecord({ body: ZPackageUpdate, response: { 200: ZPackage } }) },
    async (request) => service.updatePackage(ctx(request), request.params.id, request.body),
  );

  app.delete(
    '/packages/:id',
    { config: MANAGE, schema: onRecord({ response: { 200: ZMessage } }) },
    async (request) => {
      await service.deletePackage(ctx(request), request.params.id);
      return { message: 'Paket dihapus' };
    },
  );

  app.get(
    '/bank-accounts',
    { config: READ, schema: signedIn({ response: { 200: ZBankAccountList } }) },
    async (request) => ({ data: await service.listBankAccounts(ctx(request)) }),
  );

  app.post(
    '/bank-accounts',
    { config: MANAGE, schema: signedIn({ body: ZBankAccountInput, response: { 201: ZBankAccount } }) },
    async (request, reply) =>
      reply.status(201).send(await service.createBankAccount(ctx(request), request.body)),
  );

  app.patch(
    '/bank-accounts/:id',
    { config: MANAGE, schema: onRecord({ body: ZBankAccountUpdate, response: { 200: ZBankAccount } }) },
    async (request) => service.updateBankAccount(ctx(request), request.params.id, request.body),
  );

  app.delete(
    '/bank-accounts/:id',
    { config: MANAGE, schema: onRecord({ response: { 200: ZMessage } }) },
    async (request) => {
      await service.deleteBankAccount(ctx(request), request.params.id);
      return { message: 'Rekening dihapus' };
    },
  );

  app.get(
    '/invitations/:id/package',
    {
      config: { access: { action: 'read', subject: 'invitation' } },
      schema: onRecord({ response: { 200: ZInvitationPlan } }),
    },
    async (request) => service.getInvitationPlan(ctx(request), request.params.id),
  );
};

export default packagesRoutes;
