import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '@undangin/shared/billing/money';
import {
  GIFT_KINDS,
  GIFT_SOURCES,
  type TGiftEntry,
  type TGiftKind,
  type TGiftSource,
} from '@undangin/shared/gift-book/schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FilterSelect } from '../../../components/filter-select';
import { PageHeader } from '../../../components/page-header';
import { RowAction } from '../../../components/row-action';
import { ServerDataGrid, type TServerPaging } from '../../../components/server-data-grid';
import { toApiProblem } from '../../../lib/api-error';
import { dateTimeFormat } from '../../../lib/intl-format';
import { useConfirmGift } from '../api/confirm-gift';
import { useDeleteGift } from '../api/delete-gift';
import { useExportGifts } from '../api/export-gifts';
import { useGiftSummary } from '../api/get-gift-summary';
import { useGifts } from '../api/get-gifts';
import { GiftDialog } from '../components/gift-book/gift-dialog';
import { GiftTotals } from '../components/gift-book/gift-totals';
import { useChosenInvitation } from '../components/invitation-switcher';

/** /gift-book, "Buku Kondangan": the couple's private record of what each guest gave, with its totals. */
export default function GiftBookPage() {
  const { t } = useTranslation('gifts');
  const { invitations, selected, switcher } = useChosenInvitation();
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('description')} actions={switcher} />
      {invitations.isPending && <Skeleton variant="rounded" height={320} />}
      {invitations.isError && <Alert severity="error">{toApiProblem(invitations.error).message}</Alert>}
      {selected && <GiftBook key={selected.id} invitationId={selected.id} />}
    </>
  );
}

function GiftBook({ invitationId }: { invitationId: string }) {
  const { t, i18n } = useTranslation('gifts');
  const [paging, setPaging] = useState<TServerPaging>({ page: 1, perPage: 10 });
  const [kind, setKind] = useState<TGiftKind | ''>('');
  const [source, setSource] = useState<TGiftSource | ''>('');
  const [editing, setEditing] = useState<TGiftEntry | null | 'new'>(null);
  const [removing, setRemoving] = useState<TGiftEntry | null>(null);
  const filters = { kind: kind || undefined, source: source || undefined };
  const list = useGifts(invitationId, { ...paging, ...filters });
  const summary = useGiftSummary(invitationId);
  const confirm = useConfirmGift(invitationId);
  const remove = useDeleteGift(invitationId);
  const download = useExportGifts(invitationId);
  const when = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const columns: GridColDef<TGiftEntry>[] = [
    { field: 'name', headerName: t('columns.name'), minWidth: 180, flex: 1, sortable: false },
    {
      field: 'kind',
      headerName: t('columns.kind'),
      minWidth: 110,
      sortable: false,
      renderCell: ({ row }) => <Chip size="small" variant="outlined" label={t(`kinds.${row.kind}`)} />,
    },
    {
      field: 'amount',
      headerName: t('columns.amount'),
      minWidth: 130,
      sortable: false,
      valueFormatter: (value: number | null) => (value === null ? '' : formatRupiah(value)),
    },
    { field: 'note', headerName: t('columns.note'), minWidth: 160, flex: 1, sortable: false },
    {
      field: 'recordedBy',
      headerName: t('columns.recordedBy'),
      minWidth: 170,
      sortable: false,
      valueGetter: (_value, row) => t(`recorders.${row.recordedBy}`, { name: row.recordedByName }),
    },
    {
      field: 'createdAt',
      headerName: t('columns.date'),
      minWidth: 150,
      sortable: false,
      valueFormatter: (value: string) => when.format(new Date(value)),
    },
    {
      field: 'status',
      headerName: t('columns.status'),
      minWidth: 170,
      sortable: false,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          color={row.confirmedAt ? 'success' : 'warning'}
          variant="outlined"
          label={t(row.confirmedAt ? 'status.confirmed' : 'status.pending')}
        />
      ),
    },
    {
      field: 'actions',
      headerName: t('columns.actions'),
      minWidth: 140,
      sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex' }}>
          {!row.confirmedAt && (
            <RowAction
              title={t('actions.confirm')}
              label={`${t('actions.confirm')} ${row.name}`}
              onClick={() => confirm.mutate(row.id)}
              disabled={confirm.isPending}
            >
              <CheckCircleOutlined fontSize="small" />
            </RowAction>
          )}
          <RowAction
            title={t('actions.edit')}
            label={`${t('actions.edit')} ${row.name}`}
            onClick={() => setEditing(row)}
          >
            <EditOutlined fontSize="small" />
          </RowAction>
          <RowAction
            title={t('actions.delete')}
            label={`${t('actions.delete')} ${row.name}`}
            onClick={() => setRemoving(row)}
          >
            <DeleteOutlined fontSize="small" />
          </RowAction>
        </Box>
      ),
    },
  ];

  const refine =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setPaging((current) => ({ ...current, page: 1 }));
    };

  return (
    <>
      {summary.data && <GiftTotals summary={summary.data} />}
      {/* The book's actions first, the add button leading: on a phone they come right under the totals. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2, alignItems: 'center' }}>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {t('add')}
        </Button>
        <Button onClick={() => download.mutate({ ...filters, format: 'xlsx' })} disabled={download.isPending}>
          {t('export')}
        </Button>
        <Button onClick={() => download.mutate({ ...filters, format: 'csv' })} disabled={download.isPending}>
          {t('exportCsv')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2, alignItems: 'center' }}>
        <FilterSelect
          label={t('filters.kind')}
          value={kind}
          onChange={refine(setKind)}
          allLabel={t('filters.allKinds')}
          options={GIFT_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
          minWidth={160}
        />
        <FilterSelect
          label={t('filters.source')}
          value={source}
          onChange={refine(setSource)}
          allLabel={t('filters.allSources')}
          options={GIFT_SOURCES.map((value) => ({ value, label: t(`sources.${value}`) }))}
          minWidth={160}
        />
      </Box>
      {download.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {toApiProblem(download.error).message}
        </Alert>
      )}
      <ServerDataGrid
        list={list}
        aria-label={t('title')}
        columns={columns}
        card={{ title: 'name', status: ['kind', 'status'], actions: 'actions', first: ['amount'] }}
        hideFirst={['createdAt', 'recordedBy', 'note']}
        paging={paging}
        onPagingChange={setPaging}
        localeText={{ noRowsLabel: t('empty') }}
      />
      {editing && (
        <GiftDialog
          invitationId={invitationId}
          entry={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('actions.delete')}
        message={t('deleteConfirm', { name: removing?.name ?? '' })}
        confirmLabel={t('actions.delete')}
        busy={remove.isPending}
        error={remove.isError ? toApiProblem(remove.error).message : null}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
