import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TEMPLATE_THUMBNAIL_MAX_BYTES,
  ZApiError,
  ZCreateTemplateBody,
  ZReorderTemplatesBody,
  ZTemplateOptions,
  ZMessage,
  ZTemplate,
  ZTemplateIdParams,
  ZTemplateList,
  ZUpdateTemplateBody,
} from '@undangin/shared';
import { sendPublicImage, ZImageFileParams } from '../../lib/public-image';
import { readOneFile } from '../../lib/read-one-file';
import { routeSchemas } from '../../lib/route-schema';
import { reorderTemplates, templateOptions, setThumbnail, THUMBNAIL_FILE, THUMBNAIL_PREFIX } from './admin';
import { contextOf } from './context';
import { createTemplate, listTemplates, removeTemplate, updateTemplate } from './service';

const { tagged, signedIn, signedInOn } = routeSchemas('templates');
const onTemplate = signedInOn(ZTemplateIdParams);
const THUMBNAILS = { prefix: THUMBNAIL_PREFIX, name: THUMBNAIL_FILE, missing: 'Gambar tidak ditemukan' };

/** The template collection and its administration (design.md, API map: templates). */
const templatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { access: { action: 'manage', subject: 'all' } } as const;

  app.get(
    '/templates',
    {
      config: { access: { action: 'read', subject: 'template' } },
      schema: signedIn({ response: { 200: ZTemplateList } }),
    },
    async (request) => ({ data: await listTemplates(contextOf(request)) }),
  );

  app.post(
    '/templates',
    { config: admin, schema: signedIn({ body: ZCreateTemplateBody, response: { 201: ZTemplate } }) },
    async (request, reply) => reply.status(201).send(await createTemplate(contextOf(request), request.body)),
  );

  app.patch(
    '/templates/:id',
    { config: admin, schema: onTemplate({ body: ZUpdateTemplateBody, response: { 200: ZTemplate } }) },
    async (request) => updateTemplate(contextOf(request), request.params.id, request.body),
  );

  app.delete(
    '/templates/:id',
    { config: admin, schema: onTemplate({ response: { 200: ZMessage } }) },
    async (request) => {
      await removeTemplate(contextOf(request), request.params.id);
      return { message: 'Template dihapus' } satisfies z.infer<typeof ZMessage>;
    },
  );

  // Administrators' ordering, thumbnails and the font choices (modules/templates/admin.ts).
  app.get(
    '/templates/options',
    { config: admin, schema: signedIn({ response: { 200: ZTemplateOptions } }) },
    async () => templateOptions(),
  );

  app.post(
    '/templates/reorder',
    {
      config: admin,
      schema: signedIn({ body: ZReorderTemplatesBody, response: { 200: ZTemplateList, 422: ZApiError } }),
    },
    async (request) => {
      const ctx = contextOf(request);
      await reorderTemplates(ctx, request.body.ids);
      return { data: await listTemplates(ctx) };
    },
  );

  app.post(
    '/templates/:id/thumbnail',
    {
      config: admin,
      schema: onTemplate({
        consumes: ['multipart/form-data'],
        response: { 200: ZTemplate, 413: ZApiError, 422: ZApiError },
      }),
    },
    async (request) => {
      const ctx = contextOf(request);
      const row = await setThumbnail(
        ctx,
        request.params.id,
        await readOneFile(request, 'gambar', TEMPLATE_THUMBNAIL_MAX_BYTES),
      );
      return (await listTemplates(ctx)).find((template) => template.id === row.id)!;
    },
  );

  app.delete(
    '/templates/:id/thumbnail',
    { config: admin, schema: onTemplate({ response: { 200: ZTemplate } }) },
    async (request) => {
      const ctx = contextOf(request);
      const row = await setThumbnail(ctx, request.params.id, null);
      return (await listTemplates(ctx)).find((template) => template.id === row.id)!;
    },
  );

  // Public: the collection's <img> sends no bearer token; the random name is the file's only address.
  app.get(
    '/files/template-thumbnails/:file',
    { config: { access: 'public' }, schema: tagged({ params: ZImageFileParams }) },
    async (request, reply) => sendPublicImage(reply, app.storage, THUMBNAILS, request.params.file),
  );
};

export default templatesRoutes;
