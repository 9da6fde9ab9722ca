import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRsvpQuestionList } from '@undangin/shared/invitations/rsvp-questions';
import { http } from '../../../lib/http';
import { invitationApi } from '../../../lib/invitation-api';
import { guestsOfKey } from './get-guests';

export async function getRsvpQuestions(invitationId: string): Promise<TRsvpQuestionList> {
  const { data } = await http.get<TRsvpQuestionList>(invitationApi(invitationId, 'rsvp-questions'));
  return data;
}

/** Under the guest list's key: saving the questions refreshes the list's answer columns too. */
export const rsvpQuestionsKey = (invitationId: string) =>
  [...guestsOfKey(invitationId), 'rsvp-questions'] as const;

export function useRsvpQuestions(invitationId: string) {
  return useQuery(
    queryOptions({ queryKey: rsvpQuestionsKey(invitationId), queryFn: () => getRsvpQuestions(invitationId) }),
  );
}
