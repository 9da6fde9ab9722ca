import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MEDIA_MAX_BYTES,
  ZAdminInvitationAction,
  ZAdminInvitationList,
  ZAdminInvitationListQuery,
  ZAdminUnpublishBody,
  ZApiError,
  ZCreateInvitationBody,
  ZInvitation,
  ZInvitationIdParams,
  ZInvitationList,
  ZInvitationListQuery,
  ZMessage,
  ZPublishBlocked,
  ZUpdateInvitationBody,
  onePageLanguage,
  ZUploadedMedia,
  ZVersionConflict,
} from '@undangin/shared';
import { readOneFile } from '../../lib/read-one-file';
import { routeSchemas } from '../../lib/route-schema';
import { invitationsContext } from './context';
import {
  createInvitation,
  getInvitation,
  listInvitations,
  removeInvitation,
  updateInvitation,
} from './editing';
import { uploadMedia } from './media-uploads';
import { liftTakeDown, listAllInvitations, takeDownInvitation } from './moderation';
import { publishInvitation, unpublishInvitation } from './publishing';
import { PublishBlockedError, VersionConflictError } from './rules';

const MANAGE = { access: { action: 'manage', subject: 'invitation' } } as const;
const ADMIN = { access: { action: 'manage', subject: 'all' } } as const;
const { signedIn, signedInOn } = routeSchemas('invitations');
const onInvitation = signedInOn(ZInvitationIdParams);

/** The couple's invitations and the editor's saves (design.md, API map: invitations). */
const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const contextOf = invitationsContext(app);

  app.get(
    '/invitations',
    {
      config: MANAGE,
      schema: signedIn({ querystring: ZInvitationListQuery, response: { 200: ZInvitationList } }),
    },
    async (request) => listInvitations(contextOf(request), request.query),
  );

  app.post(
    '/invitations',
    {
      config: MANAGE,
      schema: signedIn({
        body: ZCreateInvitationBody.transform(onePageLanguage),
        response: { 201: ZInvitation },
      }),
    },
    async (request, reply) =>
      reply.status(201).send(await createInvitation(contextOf(request), request.body)),
  );

  app.get(
    '/invitations/:id',
    { config: MANAGE, schema: onInvitation({ response: { 200: ZInvitation } }) },
    async (request) => getInvitation(contextOf(request), request.params.id),
  );

  app.patch(
    '/invitations/:id',
    {
      config: MANAGE,
      schema: onInvitation({
        body: ZUpdateInvitationBody.transform(onePageLanguage),
        response: { 200: ZInvitation, 409: ZVersionConflict, 422: z.union([ZPublishBlocked, ZApiError]) },
      }),
    },
    async (request, reply) => {
      try {
        return await updateInvitation(contextOf(request), request.params.id, request.body);
      } catch (err) {
        if (err instanceof VersionConflictError) {
          return reply
            .status(409)
            .send({ message: err.message, code: 'VERSION_CONFLICT', currentVersion: err.currentVersion });
        }
        if (err instanceof PublishBlockedError) return reply.status(422).send(publishBlocked(err));
        throw err;
      }
    },
  );

  app.delete(
    '/invitations/:id',
    { config: MANAGE, schema: onInvitation({ response: { 200: ZMessage } }) },
    async (request) => {
      await removeInvitation(contextOf(request), request.params.id);
      return { message: 'Undangan dihapus' };
    },
  );

  app.post(
    '/invitations/:id/publish',
    {
      config: MANAGE,
      schema: onInvitation({ response: { 200: ZInvitation, 422: z.union([ZPublishBlocked, ZApiError]) } }),
    },
    async (request, reply) => {
      try {
        return await publishInvitation(contextOf(request), request.params.id);
      } catch (err) {
        if (err instanceof PublishBlockedError) return reply.status(422).send(publishBlocked(err));
        throw err;
      }
    },
  );

  app.post(
    '/invitations/:id/unpublish',
    { config: MANAGE, schema: onInvitation({ response: { 200: ZInvitation } }) },
    async (request) => unpublishInvitation(contextOf(request), request.params.id),
  );

  app.post(
    '/invitations/:id/media',
    {
      config: MANAGE,
      schema: onInvitation({ consumes: ['multipart/form-data'], response: { 201: ZUploadedMedia } }),
    },
    async (request, reply) => {
      const bytes = await readOneFile(request, 'berkas', MEDIA_MAX_BYTES);
      return reply.status(201).send(await uploadMedia(contextOf(request), request.params.id, bytes));
    },
  );

  app.get(
    '/admin/invitations',
    {
      config: ADMIN,
      schema: signedIn({ querystring: ZAdminInvitationListQuery, response: { 200: ZAdminInvitationList } }),
    },
    async (request) => listAllInvitations(contextOf(request), request.query),
  );

  app.post(
    '/admin/invitations/:id/unpublish',
    {
      config: ADMIN,
      schema: onInvitation({ body: ZAdminUnpublishBody, response: { 200: ZAdminInvitationAction } }),
    },
    async (request) => ({
      message: 'Undangan diturunkan dan pemiliknya diberi tahu',
      invitation: await takeDownInvitation(contextOf(request), request.params.id, request.body.reason),
    }),
  );

  app.post(
    '/admin/invitations/:id/restore',
    { config: ADMIN, schema: onInvitation({ response: { 200: ZAdminInvitationAction } }) },
    async (request) => ({
      message: 'Penurunan undangan dicabut. Pemiliknya bisa menerbitkannya lagi.',
      invitation: await liftTakeDown(contextOf(request), request.params.id),
    }),
  );
};

function publishBlocked(err: PublishBlockedError) {
  return {
    message: err.message,
    code: 'PUBLISH_INCOMPLETE' as const,
    missing: err.missing,
    ...(err.options.errors && Object.keys(err.options.errors).length > 0
      ? { errors: err.options.errors }
      : {}),
  };
}

export default invitationsRoutes;
