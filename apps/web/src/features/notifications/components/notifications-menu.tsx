import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPopup } from '../../../components/lazy-popup';
import { useLazyPopup } from '../../../components/use-lazy-popup';
import { useNotifications } from '../api/get-notifications';

const MAX_SHOWN = 99;

const NotificationsPanel = lazy(() => import('./notifications-panel'));

/** The navbar's notifications: the unread badge, and the panel (kept by the server) on click. */
export function NotificationsMenu() {
  const { t } = useTranslation('notifications');
  const popup = useLazyPopup();
  const unread = useNotifications().data?.unread ?? 0;
  // The name carries exactly what the badge shows ("99+" past the cap), and the badge is not rendered at zero:
  // MUI keeps a hidden badge's last number in the page, which a screen reader's name would then contradict.
  const shown = unread > MAX_SHOWN ? `${MAX_SHOWN}+` : String(unread);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={unread ? t('openWithCount', { count: shown }) : t('open')}
        {...popup.triggerProps('dialog')}
      >
        {unread ? (
          <Badge badgeContent={shown} color="primary">
            <NotificationsNoneOutlined />
          </Badge>
        ) : (
          <NotificationsNoneOutlined />
        )}
      </IconButton>
      <LazyPopup popup={popup}>
        <NotificationsPanel {...popup.panel} />
      </LazyPopup>
    </>
  );
}
