import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LinkIcon from '@mui/icons-material/Link';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { arSD, enUS, idID } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE_PAGE_SIZES } from '@undangin/shared/constants';
import { formatPhone } from '@undangin/shared/guests/phone';
import type { TGuest, TGuestSortField, TMessageSettings } from '@undangin/shared/guests/schemas';
import { RowAction } from '../../../components/row-action';
import { formatDateTime } from '../lib/format';

const GRID_LOCALES = {
  id: idID.components.MuiDataGrid.defaultProps.localeText,
  en: enUS.components.MuiDataGrid.defaultProps.localeText,
  ar: arSD.components.MuiDataGrid.defaultProps.localeText,
};

export type TGuestRowActions = {
  onSend: (guest: TGuest) => void;
  onCopyMessage: (guest: TGuest) => void;
  onCopyLink: (guest: TGuest) => void;
  onEdit: (guest: TGuest) => void;
  onDelete: (guest: TGuest) => void;
};

type TGuestTableProps = TGuestRowActions & {
  rows: TGuest[];
  total: number;
  loading: boolean;
  page: number;
  perPage: number;
  onPageChange: (page: number, perPage: number) => void;
  sortBy: TGuestSortField;
  orderBy: 'asc' | 'desc';
  onSortChange: (sortBy: TGuestSortField, orderBy: 'asc' | 'desc') => void;
  selection: GridRowSelectionModel;
  onSelectionChange: (selection: GridRowSelectionModel) => void;
  messages: TMessageSettings | undefined;
};

/** Sortable columns are the list's sort fields; the grid sorts nothing itself (server paging). */
const SORT_FIELDS: Record<string, TGuestSortField> = {
  name: 'name',
  salutation: 'salutation',
  phone: 'phone',
  group: 'group',
  quota: 'quota',
  sentAt: 'sentAt',
  opened: 'firstOpenedAt',
  rsvp: 'rsvpPax',
  checkedInAt: 'checkedInAt',
};

/** A guest row's action: its hint is `actions.<name>`; its name, `actions.<name>Of`, says which guest. */
function GuestAction({
  name,
  guest,
  icon: Icon,
  onClick,
  disabled,
}: {
  name: 'copyMessage' | 'copyLink' | 'edit' | 'delete';
  guest: TGuest;
  icon: typeof EditOutlined;
  onClick: (guest: TGuest) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('guests');
  return (
    <RowAction
      title={t(`actions.${name}`)}
      label={t(`actions.${name}Of`, { name: guest.name })}
      size="small"
      disabled={disabled}
      onClick={() => onClick(guest)}
    >
      <Icon fontSize="small" />
    </RowAction>
  );
}

/**
 * The guest list: server-side paging (5–100 per page), sorting by any column, row selection for bulk
 * actions, and per guest the ways to send: WhatsApp, copying the message or the personal link.
 */
export function GuestTable(props: TGuestTableProps) {
  const { t, i18n } = useTranslation('guests');
  const language = i18n.language;
  const { messages, onSend, onCopyMessage, onCopyLink, onEdit, onDelete } = props;
  const eventLabel = useMemo(() => {
    const labels = new Map(messages?.context.events.map((event) => [event.id, event.label]));
    return (id: string) => labels.get(id) ?? id;
  }, [messages]);

  const columns = useMemo<GridColDef<TGuest>[]>(
    () => [
      { field: 'name', headerName: t('columns.name'), flex: 1.4, minWidth: 180 },
      {
        field: 'actions',
        headerName: t('columns.actions'),
        width: 190,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex' }}>
            <RowAction
              title={row.phone ? t('actions.sendWhatsApp') : t('actions.noPhone')}
              label={t('actions.sendWhatsAppTo', { name: row.name })}
              size="small"
              color="success"
              disabled={!row.phone || !messages}
              onClick={() => onSend(row)}
            >
              <WhatsApp fontSize="small" />
            </RowAction>
            <GuestAction
              name="copyMessage"
              guest={row}
              icon={ContentCopy}
              onClick={onCopyMessage}
              disabled={!messages}
            />
            <GuestAction name="edit" guest={row} icon={EditOutlined} onClick={onEdit} />
            <GuestAction name="delete" guest={row} icon={DeleteOutlined} onClick={onDelete} />
          </Box>
        ),
      },
      { field: 'salutation', headerName: t('columns.salutation'), width: 110 },
      {
        field: 'phone',
        headerName: t('columns.phone'),
        width: 170,
        renderCell: ({ row }) => (row.phone ? <span dir="ltr">{formatPhone(row.phone)}</span> : ''),
      },
      {
        field: 'group',
        headerName: t('columns.group'),
        width: 140,
        renderCell: ({ row }) => (row.group ? <Chip size="small" label={row.group} /> : ''),
      },
      { field: 'quota', headerName: t('columns.quota'), width: 80, type: 'number' },
      {
        field: 'link',
        headerName: t('columns.link'),
        width: 90,
        sortable: false,
        renderCell: ({ row }) => (
          <GuestAction name="copyLink" guest={row} icon={LinkIcon} onClick={onCopyLink} />
        ),
      },
      {
        field: 'sentAt',
        headerName: t('columns.sent'),
        width: 150,
        renderCell: ({ row }) =>
          row.sentAt ? (
            formatDateTime(row.sentAt, language)
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('status.unsent')}
            </Typography>
          ),
      },
      {
        field: 'opened',
        headerName: t('columns.opened'),
        width: 160,
        renderCell: ({ row }) =>
          row.firstOpenedAt ? (
            <Box sx={{ lineHeight: 1.3, py: 0.5 }}>
              <div>{formatDateTime(row.firstOpenedAt, language)}</div>
              <Typography variant="caption" color="text.secondary">
                {t('status.opens', { count: row.openCount })}
              </Typography>
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('status.notOpened')}
            </Typography>
          ),
      },
      {
        field: 'rsvp',
        headerName: t('columns.rsvp'),
        width: 220,
        renderCell: ({ row }) =>
          row.rsvp.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('status.noAnswer')}
            </Typography>
          ) : (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, py: 0.5 }}>
              {row.rsvp.map((answer) => (
                <Chip
                  key={answer.eventId}
                  size="small"
                  color={
                    answer.attendance === 'hadir'
                      ? 'success'
                      : answer.attendance === 'ragu'
                        ? 'warning'
                        : 'default'
                  }
                  label={`${eventLabel(answer.eventId)}: ${t(`rsvp.${answer.attendance}`)}${answer.attendance === 'hadir' ? ` (${answer.pax})` : ''}`}
                />
              ))}
            </Box>
          ),
      },
      {
        field: 'checkedInAt',
        headerName: t('columns.checkedIn'),
        width: 170,
        renderCell: ({ row }) =>
          row.checkedInAt ? (
            <Box sx={{ lineHeight: 1.3, py: 0.5 }}>
              <div>{formatDateTime(row.checkedInAt, language)}</div>
              <Typography variant="caption" color="text.secondary" component="div">
                {t('status.checkedInPax', { count: row.checkedInPax ?? 0 })}
              </Typography>
              {/* Several ushers work the door: the couple sees who let each guest in. */}
              {row.checkedInByName && (
                <Typography variant="caption" color="text.secondary" component="div">
                  {t('status.checkedInBy', { name: row.checkedInByName })}
                </Typography>
              )}
            </Box>
          ) : (
            ''
          ),
      },
    ],
    [t, language, eventLabel, messages, onSend, onCopyMessage, onCopyLink, onEdit, onDelete],
  );

  const sortModel: GridSortModel = [
    {
      field: Object.entries(SORT_FIELDS).find(([, value]) => value === props.sortBy)?.[0] ?? 'createdAt',
      sort: props.orderBy,
    },
  ];
  const paginationModel: GridPaginationModel = { page: props.page - 1, pageSize: props.perPage };

  return (
    <Box sx={{ width: '100%' }}>
      <DataGrid
        aria-label={t('table.label')}
        rows={props.rows}
        columns={columns}
        rowCount={props.total}
        loading={props.loading}
        paginationMode="server"
        sortingMode="server"
        disableColumnFilter
        pageSizeOptions={[...TABLE_PAGE_SIZES]}
        paginationModel={paginationModel}
        onPaginationModelChange={(model) => props.onPageChange(model.page + 1, model.pageSize)}
        sortModel={sortModel}
        onSortModelChange={(model) => {
          const first = model[0];
          const field = first ? SORT_FIELDS[first.field] : undefined;
          props.onSortChange(field ?? 'createdAt', first?.sort === 'asc' ? 'asc' : 'desc');
        }}
        checkboxSelection
        keepNonExistentRowsSelected
        disableRowSelectionOnClick
        rowSelectionModel={props.selection}
        onRowSelectionModelChange={props.onSelectionChange}
        getRowHeight={() => 'auto'}
        localeText={GRID_LOCALES[language as keyof typeof GRID_LOCALES] ?? GRID_LOCALES.id}
        sx={{ '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center', py: 0.5 } }}
        autoHeight
      />
    </Box>
  );
}
