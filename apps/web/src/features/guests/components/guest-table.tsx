import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LinkIcon from '@mui/icons-material/Link';
import QrCode2 from '@mui/icons-material/QrCode2';
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
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { TABLE_PAGE_SIZES } from '@undangin/shared/constants';
import { answerPeople } from '@undangin/shared/guests/households';
import { formatPhone } from '@undangin/shared/guests/phone';
import type { TGuest, TGuestSortField, TMessageSettings } from '@undangin/shared/guests/schemas';
import {
  answersCell,
  questionHeading,
  type TRsvpQuestion,
} from '@undangin/shared/invitations/rsvp-questions';
import { CardList, usePhoneLayout } from '../../../components/card-list';
import { RowAction } from '../../../components/row-action';
import { cardLayoutOf, useColumnPriorities, useGridLocaleText } from '../../../components/server-data-grid';
import { relativeTime } from '../../../lib/relative-time';
import { formatDateTime } from '../lib/format';

/**
 * What a narrower table leaves out, first to go first, so name, actions, RSVP and check-in always fit;
 * salutation, phone and group then ride in the name's cell. The column menu shows any of them again.
 */
const SPARE_COLUMNS = ['phone', 'salutation', 'quota', 'group', 'opened', 'sentAt'];
/** The selection's checkbox column. */
const CHECKBOX_WIDTH = 50;

/** Each column's width (its least, where it grows), read by the columns and by what fits. */
const WIDTHS = {
  name: 160,
  actions: 220,
  salutation: 110,
  phone: 170,
  group: 120,
  quota: 80,
  sentAt: 130,
  opened: 130,
  rsvp: 150,
  checkedInAt: 180,
};
const COLUMN_WIDTHS = Object.entries(WIDTHS).map(([field, width]) => ({ field, width }));

export type TGuestRowActions = {
  onSend: (guest: TGuest) => void;
  onCopyMessage: (guest: TGuest) => void;
  onCopyLink: (guest: TGuest) => void;
  onEdit: (guest: TGuest) => void;
  onPrintCard: (guest: TGuest) => void;
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
  /** The couple's RSVP questions, each a column of the guests' answers (removed ones too). */
  questions?: TRsvpQuestion[];
};

/** An answer column's width; answer columns are the first a narrower table leaves out. */
const ANSWER_WIDTH = 180;
const answerField = (question: TRsvpQuestion) => `answer:${question.id}`;
const NO_QUESTIONS: TRsvpQuestion[] = [];

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

/**
 * A household's answer for one session in words, or one person's who named plus-ones: who comes (a
 * blank plus-one as "Tamu pendamping n") and which members do not.
 */
function householdAnswer(guest: TGuest, answer: TGuest['rsvp'][number], t: TFunction<'guests'>) {
  let blank = 0;
  const coming = answerPeople(answer, guest).map(
    (person) => person.name || t('table.plusOne', { n: (blank += 1) }),
  );
  const keys = new Set((answer.attendees ?? []).map((person) => person.key));
  const away = answer.attendees ? guest.members.filter((member) => !keys.has(`m:${member.id}`)) : [];
  return [
    coming.length > 0 && t('table.coming', { names: coming.join(', ') }),
    away.length > 0 && t('table.notComing', { names: away.map((member) => member.name).join(', ') }),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Whether an answer names anyone beyond the guest: a household's members, or plus-ones given names. */
function namesPeople(guest: TGuest, answer: TGuest['rsvp'][number]) {
  if (!answer.attendees) return false;
  return (
    guest.members.length > 0 || answer.attendees.some((person) => person.key.startsWith('p:') && person.name)
  );
}

/** Which of a household's members came in at the door (at any session), and which are still to come. */
function membersAtDoor(guest: TGuest, t: TFunction<'guests'>) {
  const inside = new Set(guest.arrivals.flatMap((arrival) => arrival.members.map((record) => record.id)));
  const names = (came: boolean) =>
    guest.members
      .filter((member) => inside.has(member.id) === came)
      .map((member) => member.name)
      .join(', ');
  return [
    inside.size > 0 && t('status.membersIn', { names: names(true) }),
    inside.size < guest.members.length && t('status.membersOut', { names: names(false) }),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A guest row's action: its hint is `actions.<name>`; its name, `actions.<name>Of`, says which guest. */
function GuestAction({
  name,
  guest,
  icon: Icon,
  onClick,
  disabled,
}: {
  name: 'copyMessage' | 'copyLink' | 'edit' | 'printCard' | 'delete';
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
 * actions, and per guest the ways to send: WhatsApp, copying the message or the personal link. On a
 * phone each guest is a card: name, RSVP and check-in first, every action a button.
 */
export function GuestTable(props: TGuestTableProps) {
  const { t, i18n } = useTranslation('guests');
  const language = i18n.language;
  const localeText = useGridLocaleText();
  const phone = usePhoneLayout();
  const questions = props.questions ?? NO_QUESTIONS;
  const answerFields = useMemo(() => questions.map(answerField), [questions]);
  const { setTableBox, grid: columnChoice } = useColumnPriorities(
    useMemo(
      () => [...COLUMN_WIDTHS, ...answerFields.map((field) => ({ field, width: ANSWER_WIDTH }))],
      [answerFields],
    ),
    useMemo(() => [...answerFields, ...SPARE_COLUMNS], [answerFields]),
    CHECKBOX_WIDTH,
  );
  const { columnVisibilityModel } = columnChoice;
  const hiddenSalutation = columnVisibilityModel.salutation === false;
  const hiddenPhone = columnVisibilityModel.phone === false;
  const hiddenGroup = columnVisibilityModel.group === false;
  const { messages, onSend, onCopyMessage, onCopyLink, onEdit, onPrintCard, onDelete } = props;
  const eventLabel = useMemo(() => {
    const labels = new Map(messages?.context.events.map((event) => [event.id, event.label]));
    return (id: string) => labels.get(id) ?? id;
  }, [messages]);
  // A guest comes in once per session: with several, each arrival names its session.
  const severalSessions = (messages?.context.events.length ?? 0) > 1;

  const columns = useMemo<GridColDef<TGuest>[]>(
    () => [
      {
        field: 'name',
        headerName: t('columns.name'),
        flex: 1.4,
        minWidth: WIDTHS.name,
        renderCell: ({ row }) => {
          const carried = [
            hiddenSalutation && row.salutation,
            hiddenPhone && row.phone && <span dir="ltr">{formatPhone(row.phone)}</span>,
            hiddenGroup && row.group,
            // A guest whose link opens the page in a language of its own says so; most follow the invitation.
            row.language && t(`form.languages.${row.language}`),
            row.members.length > 0 && t('table.household', { count: row.members.length }),
          ].filter(Boolean);
          const members = row.members.map((member) => member.name).join(', ');
          return carried.length === 0 ? (
            row.name
          ) : (
            <Box sx={{ lineHeight: 1.3, py: 0.5, minWidth: 0, overflowWrap: 'anywhere' }}>
              <div>{row.name}</div>
              <Typography variant="caption" color="text.secondary" component="div">
                {carried.map((part, index) => (
                  <Fragment key={index}>
                    {index > 0 && ' · '}
                    {part}
                  </Fragment>
                ))}
              </Typography>
              {members && (
                <Typography variant="caption" color="text.secondary" component="div">
                  {members}
                </Typography>
              )}
            </Box>
          );
        },
      },
      {
        field: 'actions',
        headerName: t('columns.actions'),
        width: WIDTHS.actions,
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
            <GuestAction name="copyLink" guest={row} icon={LinkIcon} onClick={onCopyLink} />
            <GuestAction name="edit" guest={row} icon={EditOutlined} onClick={onEdit} />
            <GuestAction name="printCard" guest={row} icon={QrCode2} onClick={onPrintCard} />
            <GuestAction name="delete" guest={row} icon={DeleteOutlined} onClick={onDelete} />
          </Box>
        ),
      },
      { field: 'salutation', headerName: t('columns.salutation'), width: WIDTHS.salutation },
      {
        field: 'phone',
        headerName: t('columns.phone'),
        width: WIDTHS.phone,
        renderCell: ({ row }) => (row.phone ? <span dir="ltr">{formatPhone(row.phone)}</span> : ''),
      },
      {
        field: 'group',
        headerName: t('columns.group'),
        width: WIDTHS.group,
        renderCell: ({ row }) => (row.group ? <Chip size="small" label={row.group} /> : ''),
      },
      { field: 'quota', headerName: t('columns.quota'), width: WIDTHS.quota, type: 'number' },
      {
        field: 'sentAt',
        headerName: t('columns.sent'),
        width: WIDTHS.sentAt,
        renderCell: ({ row }) =>
          row.sentAt && row.followUps.lastAt ? (
            <Box sx={{ lineHeight: 1.3, py: 0.5 }}>
              <div>{formatDateTime(row.sentAt, language)}</div>
              {/* "Pengingat ke-2, 3 hari lalu": how often the guest was followed up, and when last. */}
              <Typography variant="caption" color="text.secondary">
                {t('followUps.sent', {
                  count: row.followUps.count,
                  when: relativeTime(row.followUps.lastAt, language),
                })}
              </Typography>
            </Box>
          ) : row.sentAt ? (
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
        width: WIDTHS.opened,
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
        flex: 1,
        minWidth: WIDTHS.rsvp,
        renderCell: ({ row }) =>
          row.rsvp.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('status.noAnswer')}
            </Typography>
          ) : (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, py: 0.5 }}>
              {row.rsvp.map((answer) => (
                <Fragment key={answer.eventId}>
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
                  {namesPeople(row, answer) && (
                    <Typography variant="caption" color="text.secondary" sx={{ flexBasis: '100%' }}>
                      {householdAnswer(row, answer, t)}
                    </Typography>
                  )}
                </Fragment>
              ))}
            </Box>
          ),
      },
      {
        field: 'checkedInAt',
        headerName: t('columns.checkedIn'),
        width: WIDTHS.checkedInAt,
        renderCell: ({ row }) =>
          row.arrivals.length > 0 ? (
            <Box sx={{ lineHeight: 1.3, py: 0.5 }}>
              {row.arrivals.map((arrival) => (
                <Fragment key={arrival.eventId ?? ''}>
                  <div>
                    {/* An arrival from before the invitation had sessions names none. */}
                    {severalSessions && arrival.eventId && `${eventLabel(arrival.eventId)}: `}
                    {formatDateTime(arrival.at, language)}
                  </div>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {t('status.checkedInPax', { count: arrival.pax })}
                  </Typography>
                  {/* Several ushers work the door: the couple sees who let each guest in. */}
                  {arrival.byName && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {t('status.checkedInBy', { name: arrival.byName })}
                    </Typography>
                  )}
                </Fragment>
              ))}
              {row.members.length > 0 && (
                <Typography variant="caption" color="text.secondary" component="div">
                  {membersAtDoor(row, t)}
                </Typography>
              )}
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('status.notCheckedIn')}
            </Typography>
          ),
      },
      ...questions.map((question): GridColDef<TGuest> => ({
        field: answerField(question),
        headerName: questionHeading(question),
        width: ANSWER_WIDTH,
        sortable: false,
        valueGetter: (_value, row) => answersCell(question, row.questionAnswers, row),
      })),
    ],
    [
      t,
      language,
      questions,
      eventLabel,
      severalSessions,
      hiddenSalutation,
      hiddenPhone,
      hiddenGroup,
      messages,
      onSend,
      onCopyMessage,
      onCopyLink,
      onEdit,
      onPrintCard,
      onDelete,
    ],
  );

  const sortModel: GridSortModel = [
    {
      field: Object.entries(SORT_FIELDS).find(([, value]) => value === props.sortBy)?.[0] ?? 'createdAt',
      sort: props.orderBy,
    },
  ];
  const paginationModel: GridPaginationModel = { page: props.page - 1, pageSize: props.perPage };

  if (phone) {
    const { selection } = props;
    const isSelected = (guest: TGuest) =>
      selection.type === 'include' ? selection.ids.has(guest.id) : !selection.ids.has(guest.id);
    const sorted = sortModel[0];
    return (
      <CardList<TGuest>
        label={t('table.label')}
        rows={props.rows}
        rowKey={(guest) => guest.id}
        loading={props.loading}
        emptyLabel={t('table.noResults')}
        {...cardLayoutOf(columns, { title: 'name', actions: 'actions', first: ['rsvp', 'checkedInAt'] })}
        selection={{
          isSelected,
          label: (guest) => t('table.select', { name: guest.name }),
          onToggle: (guest, selected) => {
            const ids = new Set(selection.ids);
            // An exclusion model lists the rows left out; an inclusion model, the rows picked.
            if (selected === (selection.type === 'include')) ids.add(guest.id);
            else ids.delete(guest.id);
            props.onSelectionChange({ type: selection.type, ids });
          },
        }}
        sort={{
          options: columns
            .filter((column) => column.sortable !== false && SORT_FIELDS[column.field])
            .map((column) => ({ field: column.field, label: column.headerName ?? column.field })),
          field: sorted?.field ?? 'createdAt',
          order: sorted?.sort === 'asc' ? 'asc' : 'desc',
          onChange: (field, order) => props.onSortChange(SORT_FIELDS[field] ?? 'createdAt', order),
        }}
        paging={{
          page: props.page,
          perPage: props.perPage,
          total: props.total,
          onChange: props.onPageChange,
        }}
      />
    );
  }

  return (
    <Box ref={setTableBox} sx={{ width: '100%' }}>
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
        localeText={{ ...localeText, noRowsLabel: t('table.noResults') }}
        {...columnChoice}
        sx={{ '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center', py: 0.5 } }}
        autoHeight
      />
    </Box>
  );
}
