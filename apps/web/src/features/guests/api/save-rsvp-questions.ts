import type { TRsvpQuestionList, TRsvpQuestionsSave } from '@undangin/shared/invitations/rsvp-questions';
import { sendToInvitation } from '../../../lib/invitation-api';
import { useCachingMutation } from '../../../lib/refreshing-mutation';
import { rsvpQuestionsKey } from './get-rsvp-questions';

export function useSaveRsvpQuestions(invitationId: string) {
  return useCachingMutation(
    (body: TRsvpQuestionsSave) =>
      sendToInvitation<TRsvpQuestionList>('put', invitationId, 'rsvp-questions', body),
    rsvpQuestionsKey(invitationId),
  );
}
