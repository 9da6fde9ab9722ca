import Add from '@mui/icons-material/Add';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import QrCode2 from '@mui/icons-material/QrCode2';
import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import RedeemOutlined from '@mui/icons-material/RedeemOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import TextsmsOutlined from '@mui/icons-material/TextsmsOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useCallback, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TGuest, TGuestFilters, TGuestSortField } from '@undangin/shared/guests/schemas';
import { AlertLink } from '../../../components/alert-link';
import { paths } from '../../../lib/paths';
import { LoadError } from '../../../components/load-error';
import { toApiProblem } from '../../../lib/api-error';
import { useDeleteGuest } from '../api/delete-guest';
import { useGuestStats } from '../api/get-guest-stats';
import { useGuests } from '../api/get-guests';
import { useMessageSettings } from '../api/get-message-settings';
import { useMarkGuestSent } from '../api/mark-guest-sent';
import { copyText } from '../../../lib/clipboard';
import { guestMessage, guestWhatsAppUrl, openWhatsApp, type TSendKind } from '../lib/send';
import { BulkBar } from './bulk-bar';
import { CardsDialog } from './cards-dialog';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ExportDialog } from './export-dialog';
import { GuestFiltersBar } from './guest-filters-bar';
import { GuestFormDialog } from './guest-form-dialog';
import { GuestStats } from './guest-stats';
import { GuestTable } from './guest-table';
import { ImportDialog } from './import-dialog';
import { MessageTemplatesDialog } from './message-templates-dialog';
import { useRsvpQuestions } from '../api/get-rsvp-questions';
import { RsvpQuestionsDialog } from './rsvp-questions-dialog';
import { PrivacyCard } from './privacy-card';
import { SendingDialog } from './sending-dialog';

export type TWorkspaceAction = 'add' | 'import' | 'send' | null;

type TDialog =
  | { kind: 'form'; guest: TGuest | null }
  | { kind: 'import' }
  | { kind: 'export'; ids: string[] }
  | { kind: 'cards'; ids: string[]; name?: string }
  | { kind: 'messages' }
  | { kind: 'questions' }
  | { kind: 'sending'; mode: TSendKind }
  | { kind: 'delete'; guest: TGuest }
  | null;

/** The toolbar's other dialogs; sending and the message templates wait for the message settings. */
const TOOLS: { label: string; icon: typeof Add; dialog: TDialog; needsMessages?: boolean }[] = [
  { label: 'import', icon: UploadFileOutlined, dialog: { kind: 'import' } },
  {
    label: 'sendMode',
    icon: SendOutlined,
    dialog: { kind: 'sending', mode: 'invitation' },
    needsMessages: true,
  },
  {
    label: 'reminderMode',
    icon: NotificationsActiveOutlined,
    dialog: { kind: 'sending', mode: 'reminder' },
    needsMessages: true,
  },
  { label: 'messages', icon: TextsmsOutlined, dialog: { kind: 'messages' }, needsMessages: true },
  { label: 'questions', icon: QuizOutlined, dialog: { kind: 'questions' }, needsMessages: true },
  { label: 'export', icon: DownloadOutlined, dialog: { kind: 'export', ids: [] } },
  { label: 'printCards', icon: QrCode2, dialog: { kind: 'cards', ids: [] } },
];

const EMPTY_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** One invitation's guest list with everything done to it: the list, tracking, adding, import, sending. */
export function GuestWorkspace({
  invitationId,
  initialQuery,
  initialAction,
}: {
  invitationId: string;
  initialQuery: string;
  initialAction: TWorkspaceAction;
}) {
  const { t } = useTranslation('guests');
  const [search, setSearch] = useState(initialQuery);
  const q = useDeferredValue(search.trim());
  const [filters, setFilters] = useState<TGuestFilters>({});
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(10);
  const [sortBy, setSortBy] = useState<TGuestSortField>('createdAt');
  const [orderBy, setOrderBy] = useState<'asc' | 'desc'>('desc');
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY_SELECTION);
  const [notice, setNotice] = useState<string | null>(null);
  const [dialog, setDialog] = useState<TDialog>(() => {
    if (initialAction === 'add') return { kind: 'form', guest: null };
    if (initialAction === 'import') return { kind: 'import' };
    if (initialAction === 'send') return { kind: 'sending', mode: 'invitation' };
    return null;
  });
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const activeFilters: TGuestFilters = { ...filters, q: q || undefined };
  const list = useGuests(invitationId, { ...activeFilters, page, perPage, sortBy, orderBy });
  const stats = useGuestStats(invitationId);
  const messages = useMessageSettings(invitationId);
  const questions = useRsvpQuestions(invitationId);
  const markSent = useMarkGuestSent(invitationId);
  const remove = useDeleteGuest(invitationId);
  const selectedIds = [...selection.ids].map(String);
  const groups =
    stats.data?.groups.map((row) => row.group).filter((group): group is string => Boolean(group)) ?? [];
  const events = messages.data?.context.events ?? [];

  const onSend = useCallback(
    (guest: TGuest) => {
      if (!messages.data) return;
      const url = guestWhatsAppUrl(guest, messages.data, 'invitation');
      if (!url) return;
      openWhatsApp(url);
      markSent.mutate(
        { guestId: guest.id, kind: 'invitation' },
        { onSuccess: () => setNotice(t('notices.markedSent', { name: guest.name })) },
      );
    },
    [messages.data, markSent, t],
  );
  const onCopyMessage = useCallback(
    (guest: TGuest) => {
      if (!messages.data) return;
      void copyText(guestMessage(guest, messages.data, 'invitation')).then((ok) =>
        setNotice(ok ? t('notices.messageCopied') : t('notices.copyFailed')),
      );
    },
    [messages.data, t],
  );
  const onCopyLink = useCallback(
    (guest: TGuest) =>
      void copyText(guest.link).then((ok) =>
        setNotice(ok ? t('notices.linkCopied') : t('notices.copyFailed')),
      ),
    [t],
  );
  const onEdit = useCallback((guest: TGuest) => setDialog({ kind: 'form', guest }), []);
  const onDelete = useCallback((guest: TGuest) => setDialog({ kind: 'delete', guest }), []);
  const onPrintCard = useCallback(
    (guest: TGuest) => setDialog({ kind: 'cards', ids: [guest.id], name: guest.name }),
    [],
  );

  const changeFilters = (next: TGuestFilters) => {
    setFilters(next);
    setPage(1);
  };

  const confirmDelete = async (guest: TGuest) => {
    setDeleteError(null);
    try {
      await remove.mutateAsync(guest.id);
      setDialog(null);
      setNotice(t('notices.deleted', { name: guest.name }));
    } catch (e) {
      setDeleteError(toApiProblem(e).message);
    }
  };

  const overLimit = stats.data ? stats.data.total >= stats.data.limit : false;

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Button
          variant="contained"
          startIcon={<Add />}
          onClick={() => setDialog({ kind: 'form', guest: null })}
        >
          {t('actions.addGuest')}
        </Button>
        {TOOLS.map(({ label, icon: Icon, dialog, needsMessages }) => (
          <Button
            key={label}
            variant="outlined"
            startIcon={<Icon />}
            onClick={() => setDialog(dialog)}
            disabled={needsMessages && !messages.data}
          >
            {t(`actions.${label}`)}
          </Button>
        ))}
        <Button component={RouterLink} to={paths.guestsCheckIn(invitationId)} startIcon={<QrCodeScanner />}>
          {t('actions.checkIn')}
        </Button>
        <Button component={RouterLink} to={paths.giftBook(invitationId)} startIcon={<RedeemOutlined />}>
          {t('actions.giftBook')}
        </Button>
      </Box>

      {overLimit && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={<AlertLink to={paths.packages()}>{t('limit.upgrade')}</AlertLink>}
        >
          {t('limit.reached', { limit: stats.data?.limit })}
        </Alert>
      )}
      {stats.data && <GuestStats stats={stats.data} />}

      <GuestFiltersBar
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
        filters={filters}
        onChange={changeFilters}
        stats={stats.data}
        questions={questions.data?.questions}
      />
      {selectedIds.length > 0 && (
        <BulkBar
          invitationId={invitationId}
          ids={selectedIds}
          groups={groups}
          onDone={(message) => {
            setNotice(message);
            setSelection(EMPTY_SELECTION);
          }}
          onExport={() => setDialog({ kind: 'export', ids: selectedIds })}
          onPrintCards={() => setDialog({ kind: 'cards', ids: selectedIds })}
        />
      )}
      <LoadError load={list} retryLabel={t('actions.retry')} sx={{ mb: 2 }} />
      {list.data && list.data.total === 0 && !q && Object.keys(filters).length === 0 ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('table.empty')}
        </Alert>
      ) : (
        <GuestTable
          questions={questions.data?.questions}
          rows={list.data?.data ?? []}
          total={list.data?.total ?? 0}
          loading={list.isFetching}
          page={page}
          perPage={perPage}
          onPageChange={(nextPage, nextPerPage) => {
            setPage(nextPerPage === perPage ? nextPage : 1);
            setPerPage(nextPerPage);
          }}
          sortBy={sortBy}
          orderBy={orderBy}
          onSortChange={(field, direction) => {
            setSortBy(field);
            setOrderBy(direction);
            setPage(1);
          }}
          selection={selection}
          onSelectionChange={setSelection}
          messages={messages.data}
          onSend={onSend}
          onCopyMessage={onCopyMessage}
          onCopyLink={onCopyLink}
          onEdit={onEdit}
          onPrintCard={onPrintCard}
          onDelete={onDelete}
        />
      )}
      <PrivacyCard invitationId={invitationId} />

      {dialog?.kind === 'form' && (
        <GuestFormDialog
          invitationId={invitationId}
          guest={dialog.guest}
          defaultQuota={stats.data?.defaultQuota ?? 2}
          groups={groups}
          events={events}
          onClose={() => setDialog(null)}
          onSaved={(guest) => {
            setDialog(null);
            setNotice(t('notices.saved', { name: guest.name }));
          }}
        />
      )}
      {dialog?.kind === 'import' && (
        <ImportDialog invitationId={invitationId} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'export' && (
        <ExportDialog
          invitationId={invitationId}
          filters={activeFilters}
          ids={dialog.ids}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'cards' && (
        <CardsDialog
          invitationId={invitationId}
          filters={activeFilters}
          ids={dialog.ids}
          name={dialog.name}
          groups={groups}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'messages' && messages.data && (
        <MessageTemplatesDialog
          invitationId={invitationId}
          settings={messages.data}
          guests={list.data?.data ?? []}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'questions' && messages.data && (
        <RsvpQuestionsDialog invitationId={invitationId} events={events} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'sending' && messages.data && (
        <SendingDialog
          invitationId={invitationId}
          kind={dialog.mode}
          settings={messages.data}
          groups={groups}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('delete.title')}
        message={dialog?.kind === 'delete' ? t('delete.message', { name: dialog.guest.name }) : ''}
        confirmLabel={t('actions.delete')}
        onConfirm={() => dialog?.kind === 'delete' && void confirmDelete(dialog.guest)}
        onClose={() => {
          setDialog(null);
          setDeleteError(null);
        }}
        busy={remove.isPending}
        error={deleteError}
      />
      <Snackbar
        open={notice !== null}
        autoHideDuration={4000}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </>
  );
}
