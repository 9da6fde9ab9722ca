import IconButton from '@mui/material/IconButton';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPopup } from '../../components/lazy-popup';
import { useLazyPopup } from '../../components/use-lazy-popup';
import { useUserData } from '../../lib/session';
import { initials, UserAvatar } from './user-avatar';

const UserMenuPanel = lazy(() => import('./user-menu-panel'));

/** The signed-in user's avatar; it opens the user menu. */
export function UserMenu({ onOpenCustomizer }: { onOpenCustomizer: () => void }) {
  const { t } = useTranslation();
  const user = useUserData();
  const popup = useLazyPopup();
  if (!user) return null;
  return (
    <>
      <IconButton
        // Without a photo the avatar shows initials; the name carries them too (WCAG 2.5.3, label in name).
        aria-label={`${t('navbar.userMenu')}: ${user.name}${user.avatarUrl ? '' : ` (${initials(user.name)})`}`}
        {...popup.triggerProps('menu')}
        sx={{ p: 0.5 }}
      >
        <UserAvatar user={user} size={34} />
      </IconButton>
      <LazyPopup popup={popup}>
        <UserMenuPanel {...popup.panel} user={user} onOpenCustomizer={onOpenCustomizer} />
      </LazyPopup>
    </>
  );
}
