import OpenInNew from '@mui/icons-material/OpenInNew';
import Restore from '@mui/icons-material/Restore';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  ADMIN_INVITATION_SORT_FIELDS,
  INVITATION_STATUSES,
  ZAdminUnpublishBody,
  type TAdminInvitation,
} from '@undangin/shared/invitations/schemas';
import { paths } from '../../../lib/paths';
import { PageHeader } from '../../../components/page-header';
import { ReasonDialog, reasonActionProps } from '../../../components/reason-dialog';
import { FilterSelect } from '../../../components/filter-select';
import { FilterBar } from '../../../components/filter-bar';
import { RowAction } from '../../../components/row-action';
import { SearchField } from '../../../components/search-field';
import { ServerDataGrid } from '../../../components/server-data-grid';
import { useServerSort } from '../../../components/use-server-sort';
import { useTableFilters } from '../../../components/use-table-filters';
import { tryRequest } from '../../../lib/api-error';
import { useAdminInvitations, type TAdminInvitationListQuery } from '../api/get-admin-invitations';
import { useRestoreAdminInvitation } from '../api/restore-admin-invitation';
import { useUnpublishAdminInvitation } from '../api/unpublish-admin-invitation';
import { InvitationStatusChip } from '../components/invitation-status-chip';
import { dateTimeFormat, numberFormat } from '../../../lib/intl-format';

type TSortBy = (typeof ADMIN_INVITATION_SORT_FIELDS)[number];
const sortFieldOf = (field: string): TSortBy | null =>
  field === 'coupleNames'
    ? 'slug'
    : (ADMIN_INVITATION_SORT_FIELDS as readonly string[]).includes(field)
      ? (field as TSortBy)
      : null;

/**
 * What a narrower table leaves out, first to go first, so the invitation, its owner, package, status,
 * period, counts and actions always fit (the column menu shows them again).
 */
const SPARE_COLUMNS = ['updatedAt', 'opens', 'wishes', 'eventDate', 'templateName'];

/** Shown where a row has no value (no template, no event date, an active period without end). */
const NONE = '—';

/**
 * /admin/invitations, "Undangan User": every invitation with its owner, template, package, status,
 * active period and the guests' answers; open the public page, take one down (abuse) with a reason the owner
 * sees, or lift a take-down so the owner may publish again.
 */
export default function AdminInvitationsPage() {
  const { t, i18n } = useTranslation('invitations');
  const { t: tu } = useTranslation('users');
  const { paging, setPaging, firstPage, filters, set, reset, filtered, q } = useTableFilters(
    { search: '', status: '' },
    20,
  );
  const sort = useServerSort('updatedAt', sortFieldOf, firstPage);
  const [taking, setTaking] = useState<TAdminInvitation | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const restore = useRestoreAdminInvitation();
  const onRestore = async (row: TAdminInvitation) => {
    if (await tryRequest(() => restore.mutateAsync(row.id), setFailure)) {
      setNotice(tu('adminInvitations.restoredDone', { slug: row.slug }));
    }
  };
  const query: TAdminInvitationListQuery = {
    page: paging.page,
    perPage: paging.perPage,
    q,
    sortBy: sort.sortBy,
    orderBy: sort.orderBy,
    status: (filters.status || undefined) as TAdminInvitationListQuery['status'],
  };
  const list = useAdminInvitations(query);
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const number = numberFormat(i18n.language);

  const columns: GridColDef<TAdminInvitation>[] = [
    {
      field: 'coupleNames',
      headerName: tu('adminInvitations.columns.invitation'),
      minWidth: 170,
      flex: 1.3,
      renderCell: ({ row }) => (
        <Box sx={{ py: 1, minWidth: 0, lineHeight: 1.35 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {row.coupleNames || tu('adminInvitations.noNames')}
          </Typography>
          <Typography
            variant="caption"
            color="text.secondary"
            component="div"
            dir="ltr"
            sx={{ overflowWrap: 'anywhere' }}
          >
            /u/{row.slug}
          </Typography>
          {row.unpublishedReason && (
            <Typography variant="caption" color="error" component="div">
              {tu('adminInvitations.takenDown', { reason: row.unpublishedReason })}
            </Typography>
          )}
        </Box>
      ),
    },
    {
      field: 'owner',
      headerName: tu('adminInvitations.columns.owner'),
      minWidth: 150,
      flex: 1,
      renderCell: ({ row }) => (
        <Box sx={{ py: 1, lineHeight: 1.35, minWidth: 0 }}>
          <Link component={RouterLink} to={paths.user(row.owner.id)}>
            {row.owner.name}
          </Link>
          <Typography
            variant="caption"
            color="text.secondary"
            component="div"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {row.owner.email}
          </Typography>
        </Box>
      ),
    },
    {
      field: 'templateName',
      headerName: tu('adminInvitations.columns.template'),
      minWidth: 110,
      sortable: false,
      valueFormatter: (value: string | null) => value ?? NONE,
    },
    {
      field: 'package',
      headerName: tu('adminInvitations.columns.package'),
      minWidth: 90,
      // No package at all means the free allowance, named as the free tier is.
      valueGetter: (_value, row) => row.package?.name ?? t('tier.free'),
    },
    {
      field: 'status',
      headerName: tu('adminInvitations.columns.status'),
      minWidth: 100,
      renderCell: ({ row }) => <InvitationStatusChip status={row.status} />,
    },
    {
      field: 'activeUntil',
      headerName: tu('adminInvitations.columns.activeUntil'),
      minWidth: 120,
      valueFormatter: (value: string | null) => (value ? date.format(new Date(value)) : NONE),
    },
    {
      field: 'eventDate',
      headerName: tu('adminInvitations.columns.eventDate'),
      minWidth: 130,
      sortable: false,
      valueFormatter: (value: string | null) => (value ? date.format(new Date(`${value}T00:00:00`)) : NONE),
    },
    {
      field: 'guests',
      headerName: tu('adminInvitations.columns.guests'),
      type: 'number',
      minWidth: 70,
      sortable: false,
    },
    {
      field: 'rsvps',
      headerName: tu('adminInvitations.columns.rsvps'),
      type: 'number',
      minWidth: 70,
      sortable: false,
    },
    {
      field: 'wishes',
      headerName: tu('adminInvitations.columns.wishes'),
      type: 'number',
      minWidth: 90,
      sortable: false,
    },
    {
      field: 'opens',
      headerName: tu('adminInvitations.columns.opens'),
      type: 'number',
      minWidth: 90,
      sortable: false,
      valueFormatter: (value: number) => number.format(value),
    },
    {
      field: 'updatedAt',
      headerName: tu('adminInvitations.columns.updated'),
      minWidth: 130,
      valueFormatter: (value: string) => date.format(new Date(value)),
    },
    {
      field: 'id',
      headerName: tu('adminInvitations.columns.actions'),
      minWidth: 96,
      sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          <RowAction
            title={tu('adminInvitations.open')}
            label={tu('adminInvitations.openNamed', { slug: row.slug })}
            href={row.publicUrl}
            target="_blank"
            rel="noopener"
            disabled={row.status !== 'published'}
          >
            <OpenInNew />
          </RowAction>
          {row.unpublishedReason ? (
            <RowAction
              title={tu('adminInvitations.restore')}
              label={tu('adminInvitations.restoreNamed', { slug: row.slug })}
              color="primary"
              disabled={restore.isPending}
              onClick={() => void onRestore(row)}
            >
              <Restore />
            </RowAction>
          ) : (
            <RowAction
              title={tu('adminInvitations.takeDown')}
              label={tu('adminInvitations.takeDownNamed', { slug: row.slug })}
              color="error"
              disabled={row.status !== 'published'}
              onClick={() => setTaking(row)}
            >
              <VisibilityOff />
            </RowAction>
          )}
        </Box>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('admin.title')} subtitle={t('admin.description')} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, display: 'grid', gap: 2 }}>
        <FilterBar filtered={filtered} onReset={reset} resetLabel={tu('filters.reset')}>
          <SearchField
            label={tu('adminInvitations.search')}
            value={filters.search}
            onChange={set('search')}
            sx={{ minWidth: 240, flex: '1 1 240px', maxWidth: 380 }}
          />
          <FilterSelect
            label={tu('adminInvitations.columns.status')}
            value={filters.status}
            onChange={set('status')}
            allLabel={tu('filters.all')}
            options={INVITATION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            minWidth={160}
          />
        </FilterBar>
        {notice && (
          <Alert severity="success" onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        {failure && (
          <Alert severity="error" onClose={() => setFailure(null)}>
            {failure}
          </Alert>
        )}
        <ServerDataGrid<TAdminInvitation>
          list={list}
          aria-label={t('admin.title')}
          columns={columns}
          card={{ title: 'coupleNames', status: ['status'], actions: 'id' }}
          hideFirst={SPARE_COLUMNS}
          {...sort.grid}
          paging={paging}
          onPagingChange={setPaging}
          localeText={{
            noRowsLabel: filtered ? tu('adminInvitations.noResults') : tu('adminInvitations.empty'),
          }}
        />
      </Paper>
      <TakeDownDialog
        invitation={taking}
        onClose={(done) => {
          if (done && taking) setNotice(tu('adminInvitations.takenDownDone', { slug: taking.slug }));
          setTaking(null);
        }}
      />
    </>
  );
}

function TakeDownDialog({
  invitation,
  onClose,
}: {
  invitation: TAdminInvitation | null;
  onClose: (done: boolean) => void;
}) {
  const { t } = useTranslation('users');
  const unpublish = useUnpublishAdminInvitation();
  return (
    <ReasonDialog
      {...reasonActionProps(invitation, unpublish, onClose)}
      title={t('adminInvitations.takeDownTitle', { slug: invitation?.slug })}
      text={t('adminInvitations.takeDownText', { owner: invitation?.owner.name })}
      label={t('adminInvitations.reason')}
      hint={t('adminInvitations.reasonHint')}
      confirmLabel={t('adminInvitations.takeDownConfirm')}
      schema={ZAdminUnpublishBody}
    />
  );
}
