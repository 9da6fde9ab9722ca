import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '@undangin/shared/billing/money';
import type { TTransaction, TTransactionList } from '@undangin/shared/billing/schemas';
import { SearchField } from '../../../components/search-field';
import { ServerDataGrid } from '../../../components/server-data-grid';
import { formatDateTime } from '../lib/format';
import type { useTransactionListState } from '../lib/list-state';
import { TransactionStatusChip } from './status-chip';
import { StatusFilter } from './status-filter';

type TProps = {
  /** The list's accessible name: the screen's title. */
  label: string;
  list: UseQueryResult<TTransactionList>;
  state: ReturnType<typeof useTransactionListState>;
  searchLabel: string;
  emptyLabel: string;
  /** Who the transaction is for: the invitation (the owner's list) or the user (the admin's). */
  party: GridColDef<TTransaction>;
  /** What can be done with a row, last. */
  action: GridColDef<TTransaction>;
};

/** A transaction list with its status filter and search, the same columns for the owner and the admin. */
export function TransactionTable({ label, list, state, searchLabel, emptyLabel, party, action }: TProps) {
  const { t, i18n } = useTranslation('billing');
  const { query, update, sortModel, onSortModelChange } = state;
  const columns: GridColDef<TTransaction>[] = [
    { field: 'invoiceNumber', headerName: t('fields.invoice'), minWidth: 170, flex: 1 },
    party,
    {
      field: 'package',
      headerName: t('fields.package'),
      sortable: false,
      minWidth: 110,
      valueGetter: (_value, row) => row.package.name,
    },
    {
      field: 'amount',
      headerName: t('fields.amount'),
      minWidth: 110,
      valueFormatter: (value: number) => formatRupiah(value),
    },
    {
      field: 'status',
      headerName: t('fields.status'),
      minWidth: 160,
      renderCell: ({ row }) => <TransactionStatusChip status={row.status} />,
    },
    {
      field: 'createdAt',
      headerName: t('fields.createdAt'),
      minWidth: 140,
      valueFormatter: (value: string) => formatDateTime(value, i18n.language),
    },
    action,
  ];
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <StatusFilter value={query.status ?? ''} onChange={(status) => update({ status, page: undefined })} />
        <SearchField
          label={searchLabel}
          value={query.q ?? ''}
          onChange={(q) => update({ q, page: undefined })}
          debounceMs={350}
          sx={{ minWidth: 260, flex: 1, maxWidth: 420 }}
        />
      </Box>
      <ServerDataGrid
        list={list}
        aria-label={label}
        columns={columns}
        card={{ title: 'invoiceNumber', status: ['status'], actions: action.field }}
        hideFirst={['createdAt', 'package']}
        getRowHeight={() => 'auto'}
        paging={{ page: query.page, perPage: query.perPage }}
        onPagingChange={(paging) => update(paging)}
        sortModel={sortModel}
        onSortModelChange={onSortModelChange}
        localeText={{ noRowsLabel: emptyLabel }}
      />
    </>
  );
}
