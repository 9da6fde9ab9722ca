import type { TSearchProvider } from '../../lib/search-provider';
import { searchGuests } from './search-repository';

/** Guests by name or phone, in the caller's own invitations (all of them for administrators). */
export const guestsSearch: TSearchProvider = async ({ db, user, q, limit }) => {
  const rows = await searchGuests(db, q, user.role === 'admin' ? null : user.id, limit);
  return rows.map((row) => ({
    type: 'guest',
    title: row.name,
    subtitle: [row.phone, row.group].filter(Boolean).join(' · ') || undefined,
    url: `/guests?invitation=${row.invitationId}&q=${encodeURIComponent(row.name)}`,
  }));
};
