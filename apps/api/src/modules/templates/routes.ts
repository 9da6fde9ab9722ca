import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCreateTemplateBody,
  ZMessage,
  ZTemplate,
  ZTemplateIdParams,
  ZTemplateList,
  ZUpdateTemplateBody,
} from '@undangin/shared';
import { createTemplateService } from './service';

/** The template collection and its administration (design.md, API map: templates). */
const templatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createTemplateService(app);
  const common = { tags: ['templates'], security: [{ bearer: [] }] };
  const admin = { access: { action: 'manage', subject: 'all' } } as const;

  app.get(
    '/templates',
    {
      config: { access: { action: 'read', subject: 'template' } },
      schema: { ...common, response: { 200: ZTemplateList } },
    },
    async (request) => ({ data: await service.list(request.user!) }),
  );

  app.post(
    '/templates',
    { config: admin, schema: { ...common, body: ZCreateTemplateBody, response: { 201: ZTemplate } } },
    async (request, reply) => reply.status(201).send(await service.create(request.user!, request.body)),
  );

  app.patch(
    '/templates/:id',
    {
      config: admin,
      schema: {
        ...common,
        params: ZTemplateIdParams,
        body: ZUpdateTemplateBody,
        response: { 200: ZTemplate },
      },
    },
    async (request) => service.update(request.user!, request.params.id, request.body),
  );

  app.delete(
    '/templates/:id',
    { config: admin, schema: { ...common, params: ZTemplateIdParams, response: { 200: ZMessage } } },
    async (request) => {
      await service.remove(request.user!, request.params.id);
      return { message: 'Template dihapus' } satisfies z.infer<typeof ZMessage>;
    },
  );
};

export default templatesRoutes;
