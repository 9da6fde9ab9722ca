import Translate from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../lib/appearance';
import { useSettings } from '../lib/settings';
import { LazyPopup } from './lazy-popup';
import { useLazyPopup } from './use-lazy-popup';

const LanguageMenu = lazy(() => import('./language-menu'));

/** The language control, on the auth pages (with its name shown) and in the navbar (an icon). */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { language } = useSettings();
  const popup = useLazyPopup();
  const label = `${t('language.label')}: ${t(`language.${language}`)}`;
  const trigger = {
    ...popup.triggerProps('menu'),
    'aria-label': label,
    color: 'inherit' as const,
  };
  return (
    <>
      {compact ? (
        <IconButton {...trigger}>
          <Translate />
        </IconButton>
      ) : (
        <Button {...trigger} startIcon={<Translate />}>
          {t(`language.${language}`)}
        </Button>
      )}
      <LazyPopup popup={popup}>
        <LanguageMenu
          {...popup.panel}
          current={language}
          onPick={(lang) => {
            popup.close();
            void switchLanguage(lang);
          }}
        />
      </LazyPopup>
    </>
  );
}
