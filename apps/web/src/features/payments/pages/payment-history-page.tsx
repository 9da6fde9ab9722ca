import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatRupiah } from '@undangin/shared/billing/money';
import {
  CONFIRMATION_STATUSES,
  type TConfirmationStatus,
  type TPaymentConfirmation,
} from '@undangin/shared/billing/schemas';
import { paths } from '../../../lib/paths';
import { FilterSelect } from '../../../components/filter-select';
import { PageHeader } from '../../../components/page-header';
import { ServerDataGrid, type TServerPaging } from '../../../components/server-data-grid';
import { formatDate, formatDateTime } from '../../transactions';
import { usePayments } from '../api/get-payments';

const COLORS = { menunggu: 'info', diterima: 'success', ditolak: 'error' } as const;

/** Riwayat Pembayaran: every confirmation the caller sent and what became of it. */
export default function PaymentHistoryPage() {
  const { t, i18n } = useTranslation(['billing', 'payments']);
  const [paging, setPaging] = useState<TServerPaging>({ page: 1, perPage: 10 });
  const [status, setStatus] = useState<TConfirmationStatus | ''>('');
  const list = usePayments({ ...paging, status: status || undefined });

  const columns: GridColDef<TPaymentConfirmation>[] = [
    {
      field: 'createdAt',
      headerName: t('confirmation.sentAt'),
      minWidth: 160,
      sortable: false,
      valueFormatter: (value: string) => formatDateTime(value, i18n.language),
    },
    { field: 'invoiceNumber', headerName: t('fields.invoice'), minWidth: 170, flex: 1, sortable: false },
    { field: 'bankName', headerName: t('confirmation.bankName'), minWidth: 110, sortable: false },
    {
      field: 'amount',
      headerName: t('confirmation.amount'),
      minWidth: 120,
      sortable: false,
      valueFormatter: (value: number) => formatRupiah(value),
    },
    {
      field: 'transferDate',
      headerName: t('confirmation.transferDate'),
      minWidth: 130,
      sortable: false,
      valueFormatter: (value: string) => formatDate(value, i18n.language),
    },
    {
      field: 'status',
      headerName: t('fields.status'),
      minWidth: 150,
      sortable: false,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          variant="outlined"
          color={COLORS[row.status]}
          label={t(`confirmation.status.${row.status}`)}
        />
      ),
    },
    {
      field: 'detail',
      headerName: '',
      minWidth: 100,
      sortable: false,
      renderCell: ({ row }) => (
        <Button size="small" component={RouterLink} to={paths.paymentDetail(row.id)}>
          {t('list.detail')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('payments:history.title')}
        subtitle={t('payments:history.description')}
        actions={
          <Button component={RouterLink} to={paths.payments()} variant="outlined">
            {t('payments:nav')}
          </Button>
        }
      />
      <Box sx={{ mb: 2 }}>
        <FilterSelect
          label={t('filters.status')}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPaging((current) => ({ ...current, page: 1 }));
          }}
          allLabel={t('filters.allStatuses')}
          options={CONFIRMATION_STATUSES.map((value) => ({
            value,
            label: t(`confirmation.status.${value}`),
          }))}
          minWidth={220}
        />
      </Box>
      <ServerDataGrid
        list={list}
        aria-label={t('payments:history.title')}
        columns={columns}
        card={{ title: 'invoiceNumber', status: ['status'], actions: 'detail' }}
        hideFirst={['bankName', 'transferDate']}
        paging={paging}
        onPagingChange={setPaging}
        localeText={{ noRowsLabel: t('history.empty') }}
      />
    </>
  );
}
