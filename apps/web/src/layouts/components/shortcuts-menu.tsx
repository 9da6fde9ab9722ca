import AppsOutlined from '@mui/icons-material/AppsOutlined';
import IconButton from '@mui/material/IconButton';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPopup } from '../../components/lazy-popup';
import { useLazyPopup } from '../../components/use-lazy-popup';
import { useCan } from '../../lib/abilities';
import { visibleLinks } from '../nav-visibility';
import type { TShortcut } from '../types';

const ShortcutsPanel = lazy(() => import('./shortcuts-panel'));

/** A grid of the common jobs, each shown only when the user may open its screen. */
export function ShortcutsMenu({ shortcuts }: { shortcuts: TShortcut[] }) {
  const { t } = useTranslation();
  const can = useCan();
  const popup = useLazyPopup();
  const allowed = visibleLinks(shortcuts, can);
  if (allowed.length === 0) return null;
  return (
    <>
      <IconButton color="inherit" aria-label={t('navbar.shortcuts')} {...popup.triggerProps('dialog')}>
        <AppsOutlined />
      </IconButton>
      <LazyPopup popup={popup}>
        <ShortcutsPanel {...popup.panel} allowed={allowed} />
      </LazyPopup>
    </>
  );
}
