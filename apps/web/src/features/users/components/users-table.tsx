import FilterAltOff from '@mui/icons-material/FilterAltOff';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridSortModel } from '@mui/x-data-grid';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES } from '@undangin/shared/abilities';
import {
  USER_SORT_FIELDS,
  USER_STATUSES,
  type TAdminUser,
  type TUserListQuery,
} from '@undangin/shared/users/schemas';
import { ServerDataGrid, type TServerPaging } from '../../../components/server-data-grid';
import { toApiProblem } from '../../../lib/api-error';
import { useUsers } from '../api/get-users';
import { StatusChips } from './status-chips';
import { dateTimeFormat } from '../../../lib/intl-format';

type TSortField = (typeof USER_SORT_FIELDS)[number];
const isSortField = (field: string): field is TSortField =>
  (USER_SORT_FIELDS as readonly string[]).includes(field);

/** The users, paged, searched, filtered and sorted by the API; a row opens the user's details. */
export function UsersTable({ onOpen }: { onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation('users');
  const [paging, setPaging] = useState<TServerPaging>({ page: 1, perPage: 10 });
  const [search, setSearch] = useState('');
  const [role, setRole] = useState('');
  const [status, setStatus] = useState('');
  const [confirmed, setConfirmed] = useState('');
  const [sort, setSort] = useState<GridSortModel>([{ field: 'createdAt', sort: 'desc' }]);
  const q = useDeferredValue(search.trim());
  const sortBy = sort[0] && isSortField(sort[0].field) ? sort[0].field : 'createdAt';
  const query: TUserListQuery = {
    page: paging.page,
    perPage: paging.perPage,
    q,
    sortBy,
    orderBy: sort[0]?.sort ?? 'desc',
    role: (role || undefined) as TUserListQuery['role'],
    status: (status || undefined) as TUserListQuery['status'],
    confirmed: confirmed === '' ? undefined : confirmed === 'true',
  };
  const users = useUsers(query);
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const filtered = search !== '' || role !== '' || status !== '' || confirmed !== '';
  const onFilter = (set: (value: string) => void) => (event: React.ChangeEvent<HTMLInputElement>) => {
    set(event.target.value);
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const reset = () => {
    setSearch('');
    setRole('');
    setStatus('');
    setConfirmed('');
    setPaging((p) => ({ ...p, page: 1 }));
  };

  const columns: GridColDef<TAdminUser>[] = [
    {
      field: 'name',
      headerName: t('columns.name'),
      minWidth: 220,
      flex: 1.2,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 1, minWidth: 0 }}>
          <Avatar src={row.avatarUrl ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
            {row.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Link
            component="button"
            type="button"
            onClick={() => onOpen(row.id)}
            sx={{ textAlign: 'start', overflowWrap: 'anywhere' }}
          >
            {row.name}
          </Link>
        </Box>
      ),
    },
    { field: 'email', headerName: t('columns.email'), minWidth: 220, flex: 1.2 },
    {
      field: 'role',
      headerName: t('columns.status'),
      minWidth: 230,
      flex: 1,
      renderCell: ({ row }) => (
        <Box sx={{ py: 1 }}>
          <StatusChips user={row} />
        </Box>
      ),
    },
    { field: 'invitations', headerName: t('columns.invitations'), type: 'number', minWidth: 110 },
    {
      field: 'createdAt',
      headerName: t('columns.registered'),
      minWidth: 140,
      valueFormatter: (value: string) => date.format(new Date(value)),
    },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TextField
          size="small"
          label={t('filters.search')}
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
        <TextField
          select
          size="small"
          label={t('filters.role')}
          value={role}
          onChange={onFilter(setRole)}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="">{t('filters.all')}</MenuItem>
          {ROLES.map((r) => (
            <MenuItem key={r} value={r}>
              {t(`roles.${r}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('filters.status')}
          value={status}
          onChange={onFilter(setStatus)}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="">{t('filters.all')}</MenuItem>
          {USER_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`statuses.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('filters.confirmed')}
          value={confirmed}
          onChange={onFilter(setConfirmed)}
          sx={{ minWidth: 170 }}
        >
          <MenuItem value="">{t('filters.all')}</MenuItem>
          <MenuItem value="true">{t('filters.confirmedYes')}</MenuItem>
          <MenuItem value="false">{t('filters.confirmedNo')}</MenuItem>
        </TextField>
        {filtered && (
          <Button startIcon={<FilterAltOff />} onClick={reset}>
            {t('filters.reset')}
          </Button>
        )}
      </Box>
      {users.isError && <Alert severity="error">{toApiProblem(users.error).message}</Alert>}
      <ServerDataGrid<TAdminUser>
        aria-label={t('list.label')}
        rows={users.data?.data ?? []}
        rowCount={users.data?.total ?? 0}
        loading={users.isFetching}
        columns={columns}
        getRowHeight={() => 'auto'}
        sortModel={sort}
        onSortModelChange={(model) => {
          setSort(model.length ? model : [{ field: 'createdAt', sort: 'desc' }]);
          setPaging((p) => ({ ...p, page: 1 }));
        }}
        paging={paging}
        onPagingChange={setPaging}
        localeText={{ noRowsLabel: filtered ? t('list.noResults') : t('list.empty') }}
      />
      <Typography variant="body2" color="text.secondary">
        {t('list.total', { count: users.data?.total ?? 0 })}
      </Typography>
    </Box>
  );
}
