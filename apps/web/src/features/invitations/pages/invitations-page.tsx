import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TInvitationSummary } from '@undangin/shared/invitations/schemas';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useTableFilters } from '../../../components/use-table-filters';
import { SearchField } from '../../../components/search-field';
import { LoadError } from '../../../components/load-error';
import { tryRequest } from '../../../lib/api-error';
import { useDeleteInvitation } from '../api/delete-invitation';
import { useInvitations } from '../api/get-invitations';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CreateInvitationDialog } from '../components/create-invitation-dialog';
import { InvitationCard } from '../components/invitation-card';
import { ListPagination } from '../components/list-pagination';

/** The cards' grid, which the placeholders shown while loading take too. */
const CARD_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
} as const;

/**
 * /invitations, "Buat Undangan": the user's invitations as cards, a new one, and deleting with a
 * confirmation. `?new=1&template=<id>` opens the new-invitation dialog (from the template collection).
 */
export default function InvitationsPage() {
  const { t } = useTranslation('invitations');
  const [params, setParams] = useSearchParams();
  const { paging, setPaging, filters, set, q } = useTableFilters({ search: '' }, 20);
  const list = useInvitations({ ...paging, q, sortBy: 'updatedAt', orderBy: 'desc' });
  const remove = useDeleteInvitation();
  const [deleting, setDeleting] = useState<TInvitationSummary | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const creating = params.get('new') === '1';
  const presetTemplate = params.get('template');

  const openCreate = () => setParams((p) => ({ ...Object.fromEntries(p), new: '1' }));
  const closeCreate = () => setParams({}, { replace: true });

  const confirmDelete = async () => {
    if (deleting && (await tryRequest(() => remove.mutateAsync(deleting.id), setDeleteError))) {
      setDeleting(null);
    }
  };

  const data = list.data;
  const empty = data && data.total === 0 && q === '';
  const createButton = (
    <Button variant="contained" startIcon={<Add />} onClick={openCreate}>
      {t('list.new')}
    </Button>
  );

  return (
    <>
      {/* With no invitation yet the empty state holds the one create button, not a second of the same name. */}
      <PageHeader title={t('title')} subtitle={t('description')} actions={empty ? undefined : createButton} />
      {!empty && (
        <SearchField
          label={t('list.search')}
          value={filters.search}
          onChange={set('search')}
          sx={{ mb: 2, maxWidth: 360, width: '100%' }}
        />
      )}
      <LoadError load={list} retryLabel={t('actions.retry')} />
      {list.isPending && (
        <Box sx={CARD_GRID} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={220} />
          ))}
        </Box>
      )}
      {empty && <EmptyState title={t('list.emptyTitle')} text={t('list.emptyText')} action={createButton} />}
      {data && data.total === 0 && q !== '' && <Alert severity="info">{t('list.noResults', { q })}</Alert>}
      {data && data.data.length > 0 && (
        <Box component="section" aria-label={t('list.label')} sx={CARD_GRID}>
          {data.data.map((invitation) => (
            <InvitationCard key={invitation.id} invitation={invitation} onDelete={setDeleting} />
          ))}
        </Box>
      )}
      {data && data.total > paging.perPage && (
        <ListPagination count={data.total} paging={paging} onChange={setPaging} />
      )}
      {creating && (
        <CreateInvitationDialog
          key={presetTemplate ?? ''}
          open
          onClose={closeCreate}
          templateId={presetTemplate}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete.title')}
        message={
          deleting?.status === 'published'
            ? t('delete.publishedMessage', { name: deleting.coupleNames || deleting.slug })
            : t('delete.message', { name: deleting?.coupleNames || deleting?.slug })
        }
        confirmLabel={t('delete.confirm')}
        onClose={() => {
          setDeleting(null);
          setDeleteError(null);
        }}
        onConfirm={() => void confirmDelete()}
        busy={remove.isPending}
        error={deleteError}
      />
    </>
  );
}
