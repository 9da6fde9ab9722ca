import Check from '@mui/icons-material/Check';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTimeZone } from '@undangin/shared/invitations/content';
import type { TOwnerWish, TWishStatus } from '@undangin/shared/invitations/schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryStatus } from '../../../components/query-status';
import { tryRequest } from '../../../lib/api-error';
import { useDeleteWish } from '../api/delete-wish';
import { useInvitationWishes } from '../api/get-invitation-wishes';
import { useUpdateWish } from '../api/update-wish';
import type { TServerPaging } from '../../../components/server-data-grid';
import { ListPagination } from './list-pagination';
import { formatZonedTime } from '../../../lib/zoned-time';

type TFilter = 'all' | TWishStatus;
const FILTERS: TFilter[] = ['all', 'pending', 'approved', 'hidden'];
const STATUS_COLORS = { pending: 'warning', approved: 'success', hidden: 'default' } as const;

function WishItem({
  wish,
  invitationId,
  timeZone,
}: {
  wish: TOwnerWish;
  invitationId: string;
  timeZone: TTimeZone;
}) {
  const { t, i18n } = useTranslation('invitations');
  const update = useUpdateWish(invitationId);
  const remove = useDeleteWish(invitationId);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const set = (status: 'approved' | 'hidden') =>
    tryRequest(() => update.mutateAsync({ wishId: wish.id, status }), setError);
  const busy = update.isPending ? update.variables.status : null;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography
          component="h3"
          variant="subtitle2"
          sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {wish.name}
        </Typography>
        {wish.attendance && (
          <Chip size="small" variant="outlined" label={t(`wishes.attendance.${wish.attendance}`)} />
        )}
        <Chip size="small" color={STATUS_COLORS[wish.status]} label={t(`wishes.status.${wish.status}`)} />
      </Box>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {wish.message}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {formatZonedTime(wish.createdAt, timeZone, i18n.language)}
        {wish.fromGuest ? ` · ${t('wishes.fromGuest')}` : ''}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {wish.status !== 'approved' && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<Check />}
            onClick={() => void set('approved')}
            loading={busy === 'approved'}
            disabled={busy !== null}
          >
            {wish.status === 'hidden' ? t('wishes.show') : t('wishes.approve')}
          </Button>
        )}
        {wish.status !== 'hidden' && (
          <Button
            size="small"
            color="inherit"
            startIcon={<VisibilityOff />}
            onClick={() => void set('hidden')}
            loading={busy === 'hidden'}
            disabled={busy !== null}
          >
            {t('wishes.hide')}
          </Button>
        )}
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlined />}
          onClick={() => {
            setRemoveError(null);
            setConfirming(true);
          }}
          disabled={busy !== null}
        >
          {t('wishes.delete')}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t('wishes.deleteTitle')}
        message={t('wishes.deleteMessage', { name: wish.name })}
        confirmLabel={t('wishes.delete')}
        busy={remove.isPending}
        error={removeError}
        onClose={() => setConfirming(false)}
        onConfirm={() => void tryRequest(() => remove.mutateAsync(wish.id), setRemoveError)}
      />
    </Paper>
  );
}

/**
 * The owner's view of "Ucapan & Doa" on every plan: approve what waits (every wish with moderation on,
 * else those with a link or a blocked word), and hide or delete what should not show.
 */
export function WishesPanel({
  invitationId,
  moderation,
  timeZone,
}: {
  invitationId: string;
  moderation: boolean;
  /** The invitation's own zone, the one the guests' page writes wish times in. */
  timeZone: TTimeZone;
}) {
  const { t } = useTranslation('invitations');
  const [filter, setFilter] = useState<TFilter>(moderation ? 'pending' : 'all');
  const [paging, setPaging] = useState<TServerPaging>({ page: 1, perPage: 10 });
  const query = useInvitationWishes(invitationId, {
    ...paging,
    status: filter === 'all' ? undefined : filter,
  });
  const data = query.data;

  return (
    <Box component="section" aria-labelledby="wishes-title" sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography id="wishes-title" component="h2" variant="h6">
          {t('wishes.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {moderation ? t('wishes.moderationOn') : t('wishes.moderationOff')}
        </Typography>
      </Box>
      <Tabs
        value={filter}
        onChange={(_e, value: TFilter) => {
          setFilter(value);
          setPaging((p) => ({ ...p, page: 1 }));
        }}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('wishes.filter')}
      >
        {FILTERS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={
              value === 'pending' && data
                ? t('wishes.filters.pendingCount', { n: data.pending })
                : t(`wishes.filters.${value}`)
            }
          />
        ))}
      </Tabs>
      <QueryStatus query={query} loadingLabel={t('wishes.loading')} py={4} />
      {data && data.data.length === 0 && <Alert severity="info">{t(`wishes.empty.${filter}`)}</Alert>}
      {data && data.data.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {data.data.map((wish) => (
            <WishItem key={wish.id} wish={wish} invitationId={invitationId} timeZone={timeZone} />
          ))}
        </Box>
      )}
      {data && data.total > 0 && <ListPagination count={data.total} paging={paging} onChange={setPaging} />}
    </Box>
  );
}
