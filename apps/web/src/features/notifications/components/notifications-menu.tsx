import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyPopup } from '../../../components/use-lazy-popup';
import { useNotifications } from '../api/get-notifications';

const NotificationsPanel = lazy(() => import('./notifications-panel'));

/** The navbar's notifications: the unread badge, and the panel (kept by the server) on click. */
export function NotificationsMenu() {
  const { t } = useTranslation('notifications');
  const popup = useLazyPopup();
  const unread = useNotifications().data?.unread ?? 0;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={unread ? t('openWithCount', { count: unread }) : t('open')}
        {...popup.triggerProps('dialog')}
        onClick={(e) => popup.open(e.currentTarget)}
      >
        <Badge badgeContent={unread} color="primary" max={99}>
          <NotificationsNoneOutlined />
        </Badge>
      </IconButton>
      {popup.requested && (
        <Suspense fallback={null}>
          <NotificationsPanel id={popup.id} anchor={popup.anchor} onClose={popup.close} />
        </Suspense>
      )}
    </>
  );
}
