import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZMessage,
  ZSuspendBody,
  ZUserActionResponse,
  ZUserDetail,
  ZUserIdParams,
  ZUserList,
  ZUserListQuery,
  ZUserPatchBody,
} from '@undangin/shared';
import { routeSchemas } from '../../lib/route-schema';
import {
  activateUser,
  changeRole,
  getUserDetail,
  listUsersPage,
  resendConfirmation,
  suspendUser,
  type TAdminContext,
} from './service';
import type { FastifyRequest } from 'fastify';

const { signedIn, signedInOn } = routeSchemas('users');
const onUser = signedInOn(ZUserIdParams);

/** Administrators' user management (design.md, API map: users). Only administrators hold `user` rules. */
const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = { access: { action: 'read', subject: 'user' } } as const;
  const manage = { access: { action: 'manage', subject: 'user' } } as const;
  const context = (request: FastifyRequest): TAdminContext => ({
    db: app.db,
    actor: request.user!,
    now: app.clock.now(),
    mailer: app.mailer,
    appUrl: app.config.appUrl,
  });

  app.get(
    '/users',
    { config: read, schema: signedIn({ querystring: ZUserListQuery, response: { 200: ZUserList } }) },
    async (request) => listUsersPage(app.db, request.query),
  );

  app.get(
    '/users/:id',
    { config: read, schema: onUser({ response: { 200: ZUserDetail } }) },
    async (request) => getUserDetail(app.db, request.params.id),
  );

  app.patch(
    '/users/:id',
    { config: manage, schema: onUser({ body: ZUserPatchBody, response: { 200: ZUserActionResponse } }) },
    async (request) => ({
      message: 'Peran pengguna diperbarui',
      user: await changeRole(context(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/users/:id/suspend',
    { config: manage, schema: onUser({ body: ZSuspendBody, response: { 200: ZUserActionResponse } }) },
    async (request) => ({
      message: 'Akun ditangguhkan dan semua sesinya diakhiri',
      user: await suspendUser(context(request), request.params.id, request.body.reason),
    }),
  );

  app.post(
    '/users/:id/activate',
    { config: manage, schema: onUser({ response: { 200: ZUserActionResponse } }) },
    async (request) => ({
      message: 'Akun diaktifkan kembali',
      user: await activateUser(context(request), request.params.id),
    }),
  );

  app.post(
    '/users/:id/resend-confirmation',
    { config: manage, schema: onUser({ response: { 200: ZMessage } }) },
    async (request) => {
      await resendConfirmation(context(request), request.params.id);
      return { message: 'Email konfirmasi dikirim ulang' };
    },
  );
};

export default usersRoutes;
