import FilterAltOff from '@mui/icons-material/FilterAltOff';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TAuditEntry } from '@undangin/shared/users/schemas';
import { ServerDataGrid, type TServerPaging } from '../../../components/server-data-grid';
import { toApiProblem } from '../../../lib/api-error';
import { useAuditLog } from '../api/get-audit-log';
import { actionKey, describeChange } from './audit-change';
import { AuditEntryDialog } from './audit-entry-dialog';
import { dateTimeFormat } from '../../../lib/intl-format';

type TProps = {
  /** Only entries about this user or made by them: a user's audit trail. */
  userId?: string;
  /** Fewer filters where the table sits inside a user's details. */
  compact?: boolean;
};

/** The audit log of administrative actions: who, what, when, before and after, filterable. */
export function AuditLogTable({ userId, compact = false }: TProps) {
  const { t, i18n } = useTranslation('users');
  const [paging, setPaging] = useState<TServerPaging>({ page: 1, perPage: compact ? 5 : 20 });
  const [search, setSearch] = useState('');
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const q = useDeferredValue(search.trim());
  const log = useAuditLog({
    page: paging.page,
    perPage: paging.perPage,
    q,
    userId,
    action: action || undefined,
    from: from || undefined,
    to: to || undefined,
  });
  const [open, setOpen] = useState<TAuditEntry | null>(null);
  const dateTime = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const label = (value: string) => t(`audit.actions.${actionKey(value)}`, { defaultValue: value });
  const filtered = search !== '' || action !== '' || from !== '' || to !== '';
  const reset = () => {
    setSearch('');
    setAction('');
    setFrom('');
    setTo('');
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const onFilter = (set: (value: string) => void) => (event: React.ChangeEvent<HTMLInputElement>) => {
    set(event.target.value);
    setPaging((p) => ({ ...p, page: 1 }));
  };

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
            <Link component={RouterLink} to={`/users?id=${row.actor.id}`}>
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
      headerName: t('audit.columns.action'),
      minWidth: 180,
      flex: 1,
      sortable: false,
      valueFormatter: (value: string) => label(value),
    },
    {
      field: 'subjectType',
      headerName: t('audit.columns.subject'),
      minWidth: 160,
      sortable: false,
      renderCell: ({ row }) =>
        row.subjectType === 'user' && row.subjectId ? (
          <Link component={RouterLink} to={`/users?id=${row.subjectId}`}>
            {t('audit.subjects.user')}
          </Link>
        ) : (
          t(`audit.subjects.${row.subjectType}`, { defaultValue: row.subjectType })
        ),
    },
    {
      field: 'after',
      headerName: t('audit.columns.changes'),
      minWidth: 260,
      flex: 2,
      sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ py: 1, whiteSpace: 'normal', lineHeight: 1.4 }}>
          {describeChange(row.before, row.after)
            .slice(0, 3)
            .map((line) => (
              <Typography key={line} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {line}
              </Typography>
            ))}
        </Box>
      ),
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
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        {!compact && (
          <TextField
            size="small"
            label={t('audit.search')}
            value={search}
            onChange={onFilter(setSearch)}
            sx={{ minWidth: 240, flex: '1 1 240px', maxWidth: 360 }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search />
                  </InputAdornment>
                ),
              },
              htmlInput: { maxLength: 100 },
            }}
          />
        )}
        <TextField
          select
          size="small"
          label={t('audit.action')}
          value={action}
          onChange={onFilter(setAction)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('audit.allActions')}</MenuItem>
          {(log.data?.actions ?? []).map((a) => (
            <MenuItem key={a} value={a}>
              {label(a)}
            </MenuItem>
          ))}
        </TextField>
        {!compact && (
          <>
            <TextField
              size="small"
              type="date"
              label={t('audit.from')}
              value={from}
              onChange={onFilter(setFrom)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              size="small"
              type="date"
              label={t('audit.to')}
              value={to}
              onChange={onFilter(setTo)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </>
        )}
        {filtered && (
          <Button startIcon={<FilterAltOff />} onClick={reset}>
            {t('filters.reset')}
          </Button>
        )}
      </Box>
      {log.isError && <Alert severity="error">{toApiProblem(log.error).message}</Alert>}
      <ServerDataGrid<TAuditEntry>
        aria-label={t('audit.title')}
        rows={log.data?.data ?? []}
        rowCount={log.data?.total ?? 0}
        loading={log.isFetching}
        columns={columns}
        getRowHeight={() => 'auto'}
        paging={paging}
        onPagingChange={setPaging}
        localeText={{ noRowsLabel: filtered ? t('audit.noResults') : t('audit.empty') }}
      />
      <AuditEntryDialog entry={open} label={open ? label(open.action) : ''} onClose={() => setOpen(null)} />
    </Box>
  );
}
