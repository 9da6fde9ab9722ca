import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  AVATAR_MAX_BYTES,
  ZApiError,
  ZAvatarQuery,
  ZChangePasswordBody,
  ZChangePasswordResponse,
  ZConfirmEmailChangeBody,
  ZDeleteAccountBody,
  ZExportQuery,
  ZMessage,
  ZProfile,
  ZProfileBody,
  ZProfileResponse,
} from '@undangin/shared';
import { sendPublicImage, ZImageFileParams } from '../../lib/public-image';
import { readOneFile } from '../../lib/read-one-file';
import { routeSchemas } from '../../lib/route-schema';
import { sendDownload } from '../../lib/send-download';
import { deleteAccount } from './account-deletion';
import { AVATAR_FILE, AVATAR_PREFIX } from './avatar';
import { exportAccountJson, exportGuestSpreadsheet } from './data-export';
import * as service from './service';

const MINUTE_MS = 60 * 1000;
/** Guessing the current password from a stolen session, or mailing strangers, is slowed down. */
const PASSWORD_LIMIT = { max: 10, timeWindow: 15 * MINUTE_MS };
const PROFILE_LIMIT = { max: 20, timeWindow: 15 * MINUTE_MS };

/** Whether a validated profile body asks to move the sign-in address (and so carries a password). */
const movesEmail = (request: FastifyRequest) =>
  (request.body as { email?: string } | undefined)?.email !== request.user?.email;

/**
 * A save that moves the e-mail checks the password, so it is counted apart under the password
 * routes' limit; plain name saves keep theirs. After validation, when the body can be read.
 */
const PROFILE_SAVE_LIMIT = {
  hook: 'preHandler' as const,
  timeWindow: PROFILE_LIMIT.timeWindow,
  keyGenerator: (request: FastifyRequest) => `${movesEmail(request) ? 'email' : 'profile'}:${request.ip}`,
  max: (_request: FastifyRequest, key: string) =>
    key.startsWith('email:') ? PASSWORD_LIMIT.max : PROFILE_LIMIT.max,
};

const { tagged, signedIn } = routeSchemas('profile');
const AVATARS = { prefix: AVATAR_PREFIX, name: AVATAR_FILE, missing: 'Foto tidak ditemukan' };

/** The account's own settings (design.md, API map: accounts): /profile and /profile-password. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const own = { access: { action: 'manage', subject: 'dashboard' } } as const;
  const context = (request: FastifyRequest): service.TProfileContext => ({
    db: app.db,
    user: request.user!,
    now: app.clock.now(),
    storage: app.storage,
    mailer: app.mailer,
    jwt: app.jwt,
    events: app.events,
    log: request.log,
    appUrl: app.config.appUrl,
  });

  app.get(
    '/user/profile',
    {
      config: own,
      schema: signedIn({ summary: 'The profile and a pending e-mail change', response: { 200: ZProfile } }),
    },
    async (request) => service.getProfile(context(request)),
  );

  app.put(
    '/user/profile',
    {
      config: { ...own, rateLimit: PROFILE_SAVE_LIMIT },
      schema: signedIn({
        summary:
          'Saves name, phone and language; a new e-mail asks for the current password and waits for the link sent to it',
        body: ZProfileBody,
        response: { 200: ZProfileResponse, 422: ZApiError },
      }),
    },
    async (request) => service.updateProfile(context(request), request.body),
  );

  app.post(
    '/user/email/change',
    {
      config: own,
      schema: signedIn({
        summary: 'Confirms an e-mail change with the token from the link sent to the new address',
        body: ZConfirmEmailChangeBody,
        response: { 200: ZProfileResponse, 422: ZApiError },
      }),
    },
    async (request) => service.confirmEmailChange(context(request), request.body.token),
  );

  app.put(
    '/user/password',
    {
      config: { ...own, rateLimit: PASSWORD_LIMIT },
      schema: signedIn({
        summary: 'Changes the password; every other session ends, this one continues on the new token',
        body: ZChangePasswordBody,
        response: { 200: ZChangePasswordResponse, 422: ZApiError },
      }),
    },
    async (request) => service.changePassword(context(request), request.body),
  );

  app.post(
    '/user/avatar',
    {
      config: own,
      schema: signedIn({
        summary: 'Uploads a profile photo (JPEG, PNG or WebP), cropped square and re-encoded',
        consumes: ['multipart/form-data'],
        querystring: ZAvatarQuery,
        response: { 200: ZProfileResponse, 413: ZApiError, 422: ZApiError },
      }),
    },
    async (request) => {
      const { x, y, size } = request.query;
      const crop = x !== undefined && y !== undefined && size !== undefined ? { x, y, size } : null;
      return service.uploadAvatar(
        context(request),
        await readOneFile(request, 'foto', AVATAR_MAX_BYTES),
        crop,
      );
    },
  );

  app.delete(
    '/user/avatar',
    {
      config: own,
      schema: signedIn({ summary: 'Removes the profile photo', response: { 200: ZProfileResponse } }),
    },
    async (request) => service.removeAvatar(context(request)),
  );

  // Public: an <img> sends no bearer token; the random 128-bit name is what keeps a photo private.
  app.get(
    '/files/avatars/:file',
    {
      config: { access: 'public' },
      schema: tagged({ summary: 'A profile photo', params: ZImageFileParams }),
    },
    async (request, reply) => sendPublicImage(reply, app.storage, AVATARS, request.params.file),
  );

  app.get(
    '/user/export',
    {
      config: own,
      schema: signedIn({
        summary: 'Downloads my data: everything as JSON, or one invitation’s guests as a spreadsheet',
        querystring: ZExportQuery,
      }),
    },
    async (request, reply) => {
      const ctx = context(request);
      const file =
        request.query.format === 'xlsx' && request.query.invitationId
          ? await exportGuestSpreadsheet(ctx, request.query.invitationId)
          : await exportAccountJson(ctx);
      return sendDownload(reply, file);
    },
  );

  app.delete(
    '/user',
    {
      config: { ...own, rateLimit: PASSWORD_LIMIT },
      schema: signedIn({
        summary: 'Deletes my account and its data; asks for the password',
        body: ZDeleteAccountBody,
        response: { 200: ZMessage, 409: ZApiError, 422: ZApiError },
      }),
    },
    async (request) => deleteAccount(context(request), request.body.password),
  );
};

export default profileRoutes;
