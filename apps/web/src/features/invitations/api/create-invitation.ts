import {
  ZInvitation,
  type TCreateInvitationBody,
  type TInvitation,
} from '@undangin/shared/invitations/schemas';
import { http } from '../../../lib/http';
import { useInvitationMutation } from './invitation-mutation';

export async function createInvitation(body: TCreateInvitationBody): Promise<TInvitation> {
  const { data } = await http.post<unknown>('/invitations', body);
  return ZInvitation.parse(data);
}

export function useCreateInvitation() {
  return useInvitationMutation(createInvitation);
}
