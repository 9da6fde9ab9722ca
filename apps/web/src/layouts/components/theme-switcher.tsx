import IconButton from '@mui/material/IconButton';
import { createElement, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPopup } from '../../components/lazy-popup';
import { useLazyPopup } from '../../components/use-lazy-popup';
import { useSettings } from '../../lib/settings';
import { THEME_ICONS } from './theme-icons';

const ThemeMenu = lazy(() => import('./theme-menu'));

export function ThemeSwitcher() {
  const { t } = useTranslation();
  const { theme } = useSettings();
  const popup = useLazyPopup();
  const label = `${t('theme.label')}: ${t(`theme.${theme}`)}`;
  return (
    <>
      <IconButton color="inherit" aria-label={label} {...popup.triggerProps('menu')}>
        {createElement(THEME_ICONS[theme])}
      </IconButton>
      <LazyPopup popup={popup}>
        <ThemeMenu {...popup.panel} />
      </LazyPopup>
    </>
  );
}
