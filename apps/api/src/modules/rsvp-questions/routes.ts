import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZInvitationGuestsParams, ZRsvpQuestionList, ZRsvpQuestionsSave } from '@undangin/shared';
import { routeSchemas } from '../../lib/route-schema';
import { getQuestions, saveQuestions, type TQuestionsContext } from './service';

/** The couple's questions shape their guest list, so they share the guest list's permission. */
const READ = { access: { action: 'read', subject: 'guest' } } as const;
const MANAGE = { access: { action: 'manage', subject: 'guest' } } as const;

const onInvitation = routeSchemas('rsvp-questions').signedInOn(ZInvitationGuestsParams);

/** The couple's own RSVP questions (issue 17 part 2): read the list, save it whole. */
const rsvpQuestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: { user?: TQuestionsContext['actor'] | null }): TQuestionsContext => ({
    db: app.db,
    actor: request.user!,
    now: app.clock.now(),
    events: app.events,
  });

  app.get(
    '/invitations/:id/rsvp-questions',
    {
      config: READ,
      schema: onInvitation({
        summary: "The couple's RSVP questions, archived ones included, with how many answers each holds",
        response: { 200: ZRsvpQuestionList },
      }),
    },
    async (request) => getQuestions(ctx(request), request.params.id),
  );

  app.put(
    '/invitations/:id/rsvp-questions',
    {
      config: MANAGE,
      schema: onInvitation({
        summary: 'Save the whole list in order; a removed question or option that was answered is archived',
        body: ZRsvpQuestionsSave,
        response: { 200: ZRsvpQuestionList },
      }),
    },
    async (request) => saveQuestions(ctx(request), request.params.id, request.body),
  );
};

export default rsvpQuestionsRoutes;
