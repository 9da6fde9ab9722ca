import type { TSearchProvider } from '../../lib/search-provider';
import { usersSearch } from '../users/search';
import { invitationsSearch } from '../invitations/search';
import { guestsSearch } from '../guests/search';
import { invoicesSearch } from '../billing/transactions/search';

/** Every area's search, in the order their groups appear. Add yours here. */
export const SEARCH_PROVIDERS: TSearchProvider[] = [
  usersSearch,
  invitationsSearch,
  guestsSearch,
  invoicesSearch,
];
