import DoneAll from '@mui/icons-material/DoneAll';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TNotification } from '@undangin/shared/notifications/schemas';
import { PopupPanel, type TPopupProps } from '../../../components/popup-panel';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { relativeTime } from '../../../lib/relative-time';

/** The list with mark read and mark all read; loaded on first open. */
export default function NotificationsPanel({ id, anchor, onClose }: TPopupProps) {
  const { t, i18n } = useTranslation('notifications');
  const navigate = useNavigate();
  const list = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = list.data?.unread ?? 0;

  const open = (n: TNotification) => {
    if (!n.readAt) markRead.mutate(n.id);
    if (n.link?.startsWith('/') && !n.link.startsWith('//')) {
      onClose();
      void navigate(n.link);
    }
  };

  return (
    <PopupPanel id={id} anchor={anchor} onClose={onClose} label={t('title')} width={380} focusable>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          py: 1.5,
          gap: 1,
        }}
      >
        <Box>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {t('title')}
          </Typography>
          {unread > 0 && (
            <Typography variant="caption" color="text.secondary">
              {t('unread', { count: unread })}
            </Typography>
          )}
        </Box>
        <Button
          size="small"
          startIcon={<DoneAll />}
          disabled={unread === 0 || markAll.isPending}
          onClick={(e) => {
            // The button disables itself; focus moves to the panel first, so Escape still closes it.
            e.currentTarget.closest<HTMLElement>('[role="dialog"]')?.focus();
            markAll.mutate();
          }}
        >
          {t('markAllRead')}
        </Button>
      </Box>
      <Divider />
      {list.isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress size={24} aria-label={t('common:loading')} />
        </Box>
      )}
      {list.isError && (
        <Alert severity="error" sx={{ m: 2 }}>
          {t('loadFailed')}
        </Alert>
      )}
      {list.data && list.data.items.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
          {t('empty')}
        </Typography>
      )}
      {list.data && list.data.items.length > 0 && (
        <List disablePadding sx={{ maxHeight: 420, overflowY: 'auto' }}>
          {list.data.items.map((n) => (
            <ListItem key={n.id} disablePadding>
              <ListItemButton
                onClick={() => open(n)}
                sx={{
                  alignItems: 'flex-start',
                  gap: 1.5,
                  py: 1.5,
                  borderBlockEnd: 1,
                  borderColor: 'divider',
                }}
              >
                <Box
                  aria-hidden
                  sx={{
                    mt: 0.75,
                    width: 8,
                    height: 8,
                    borderRadius: '50%',
                    flexShrink: 0,
                    bgcolor: n.readAt ? 'transparent' : 'var(--undangin-brand)',
                  }}
                />
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: n.readAt ? 500 : 700 }}>
                    {n.title}
                    {!n.readAt && <span className="visually-hidden"> ({t('unreadDot')})</span>}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {n.body}
                  </Typography>
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="time"
                    dateTime={n.createdAt}
                  >
                    {relativeTime(n.createdAt, i18n.language)}
                  </Typography>
                </Box>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </PopupPanel>
  );
}
