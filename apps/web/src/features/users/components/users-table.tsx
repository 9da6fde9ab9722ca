import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { ROLES } from '@undangin/shared/abilities';
import {
  USER_SORT_FIELDS,
  USER_STATUSES,
  type TAdminUser,
  type TUserListQuery,
} from '@undangin/shared/users/schemas';
import { FilterSelect } from '../../../components/filter-select';
import { FilterBar } from '../../../components/filter-bar';
import { SearchField } from '../../../components/search-field';
import { ServerDataGrid } from '../../../components/server-data-grid';
import { useServerSort } from '../../../components/use-server-sort';
import { useTableFilters } from '../../../components/use-table-filters';
import { useUsers } from '../api/get-users';
import { StatusChips } from './status-chips';
import { dateTimeFormat } from '../../../lib/intl-format';

type TSortField = (typeof USER_SORT_FIELDS)[number];
const sortFieldOf = (field: string): TSortField | null =>
  (USER_SORT_FIELDS as readonly string[]).includes(field) ? (field as TSortField) : null;

/** The users, paged, searched, filtered and sorted by the API; a row opens the user's details. */
export function UsersTable({ onOpen }: { onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation('users');
  const { paging, setPaging, firstPage, filters, set, reset, filtered, q } = useTableFilters(
    { search: '', role: '', status: '', confirmed: '' },
    10,
  );
  const { role, status, confirmed } = filters;
  const sort = useServerSort('createdAt', sortFieldOf, firstPage);
  const query: TUserListQuery = {
    page: paging.page,
    perPage: paging.perPage,
    q,
    sortBy: sort.sortBy,
    orderBy: sort.orderBy,
    role: (role || undefined) as TUserListQuery['role'],
    status: (status || undefined) as TUserListQuery['status'],
    confirmed: confirmed === '' ? undefined : confirmed === 'true',
  };
  const users = useUsers(query);
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium' });

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
      <FilterBar filtered={filtered} onReset={reset} resetLabel={t('filters.reset')}>
        <SearchField label={t('filters.search')} value={filters.search} onChange={set('search')} />
        <FilterSelect
          label={t('filters.role')}
          value={role}
          onChange={set('role')}
          allLabel={t('filters.all')}
          options={ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
          minWidth={150}
        />
        <FilterSelect
          label={t('filters.status')}
          value={status}
          onChange={set('status')}
          allLabel={t('filters.all')}
          options={USER_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          minWidth={150}
        />
        <FilterSelect
          label={t('filters.confirmed')}
          value={confirmed}
          onChange={set('confirmed')}
          allLabel={t('filters.all')}
          options={[
            { value: 'true', label: t('filters.confirmedYes') },
            { value: 'false', label: t('filters.confirmedNo') },
          ]}
          minWidth={170}
        />
      </FilterBar>
      <ServerDataGrid<TAdminUser>
        list={users}
        aria-label={t('list.label')}
        columns={columns}
        card={{ title: 'name', status: ['role'] }}
        hideFirst={['createdAt', 'invitations']}
        {...sort.grid}
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
