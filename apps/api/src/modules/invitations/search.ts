import type { TInvitationContentDraft } from '@undangin/shared';
import type { TSearchProvider } from '../../lib/search-provider';
import { searchInvitations } from './repository';
import { coupleNames } from './presenter';

const STATUS_LABEL = { draft: 'Draf', published: 'Terbit', expired: 'Berakhir' } as const;

/** Invitations by the couple's names or the slug: a user's own, every one for administrators. */
export const invitationsSearch: TSearchProvider = async ({ db, user, q, limit }) => {
  const admin = user.role === 'admin';
  const rows = await searchInvitations(db, { q, userId: admin ? null : user.id, limit });
  return rows.map((row) => ({
    type: 'invitation',
    title: coupleNames(row.content as TInvitationContentDraft) || row.slug,
    subtitle: `/u/${row.slug} · ${STATUS_LABEL[row.status]}`,
    url: admin ? `/admin/invitations?q=${encodeURIComponent(row.slug)}` : `/invitations/${row.id}`,
  }));
};
