import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TAuditEntry } from '@undangin/shared/users/schemas';
import { paths } from '../../../lib/paths';
import { FilterSelect } from '../../../components/filter-select';
import { FilterBar } from '../../../components/filter-bar';
import { SearchField } from '../../../components/search-field';
import { ServerDataGrid } from '../../../components/server-data-grid';
import { useTableFilters } from '../../../components/use-table-filters';
import { toApiProblem } from '../../../lib/api-error';
import { useExportAuditLog } from '../api/export-audit-log';
import { useAuditLog } from '../api/get-audit-log';
import { actionKey, auditReason } from './audit-change';
import { AuditSentence } from './audit-sentence';
import { AuditEntryDialog } from './audit-entry-dialog';
import { dateTimeFormat } from '../../../lib/intl-format';

type TProps = {
  /** Only entries about this user or made by them: a user's audit trail. */
  userId?: string;
  /** Fewer filters where the table sits inside a user's details. */
  compact?: boolean;
};

/** The audit log of administrative actions, each a sentence with the names people know; filterable. */
export function AuditLogTable({ userId, compact = false }: TProps) {
  const { t, i18n } = useTranslation('users');
  const { paging, setPaging, filters, set, reset, filtered, q } = useTableFilters(
    { search: '', action: '', from: '', to: '' },
    compact ? 5 : 20,
  );
  const { action, from, to } = filters;
  const query = {
    q,
    userId,
    action: action || undefined,
    from: from || undefined,
    to: to || undefined,
  };
  const log = useAuditLog({ ...query, page: paging.page, perPage: paging.perPage });
  const download = useExportAuditLog();
  const [open, setOpen] = useState<TAuditEntry | null>(null);
  const dateTime = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const label = (value: string) => t(`audit.actions.${actionKey(value)}`, { defaultValue: value });

  const columns: GridColDef<TAuditEntry>[] = [
    {
      field: 'createdAt',
      headerName: t('audit.columns.time'),
      minWidth: 170,
      sortable: false,
      valueFormatter: (value: string) => dateTime.format(new Date(value)),
    },
    {
      field: 'actor',
      headerName: t('audit.columns.actor'),
      minWidth: 200,
      flex: 1,
      sortable: false,
      renderCell: ({ row }) =>
        row.actor ? (
          <Box sx={{ lineHeight: 1.3, py: 1 }}>
            <Link component={RouterLink} to={paths.user(row.actor.id)}>
              {row.actor.name}
            </Link>
            <Typography variant="caption" component="div" color="text.secondary">
              {row.actor.email}
            </Typography>
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('audit.noActor')}
          </Typography>
        ),
    },
    {
      field: 'action',
      headerName: t('audit.columns.event'),
      minWidth: 320,
      flex: 3,
      sortable: false,
      renderCell: ({ row }) => {
        const reason = auditReason(row);
        return (
          <Box sx={{ py: 1, whiteSpace: 'normal', lineHeight: 1.4, overflowWrap: 'anywhere' }}>
            <Typography variant="body2">
              <AuditSentence entry={row} />
            </Typography>
            {reason && (
              <Typography variant="caption" component="div" color="text.secondary">
                {t('audit.reason', { reason })}
              </Typography>
            )}
          </Box>
        );
      },
    },
    {
      field: 'id',
      headerName: '',
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <Button size="small" onClick={() => setOpen(row)}>
          {t('audit.detail')}
        </Button>
      ),
    },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FilterBar filtered={filtered} onReset={reset} resetLabel={t('filters.reset')} landmark={false}>
        {!compact && (
          <SearchField label={t('audit.search')} value={filters.search} onChange={set('search')} />
        )}
        <FilterSelect
          label={t('audit.action')}
          value={action}
          onChange={set('action')}
          allLabel={t('audit.allActions')}
          options={(log.data?.actions ?? []).map((a) => ({ value: a, label: label(a) }))}
          minWidth={200}
        />
        {!compact &&
          (['from', 'to'] as const).map((key) => (
            <TextField
              key={key}
              size="small"
              type="date"
              label={t(`audit.${key}`)}
              value={filters[key]}
              onChange={(event) => set(key)(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          ))}
        {!compact && (
          <Button
            startIcon={<DownloadOutlined />}
            loading={download.isPending}
            onClick={() => download.mutate(query)}
            sx={{ marginInlineStart: 'auto' }}
          >
            {t('audit.export')}
          </Button>
        )}
      </FilterBar>
      {download.isError && <Alert severity="error">{toApiProblem(download.error).message}</Alert>}
      <ServerDataGrid<TAuditEntry>
        list={log}
        aria-label={t('audit.title')}
        columns={columns}
        card={{ title: 'action', actions: 'id' }}
        paging={paging}
        onPagingChange={setPaging}
        localeText={{ noRowsLabel: filtered ? t('audit.noResults') : t('audit.empty') }}
      />
      <AuditEntryDialog entry={open} onClose={() => setOpen(null)} />
    </Box>
  );
}
