import Translate from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../lib/appearance';
import { useSettings } from '../lib/settings';
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
    onClick: (e: React.MouseEvent<HTMLElement>) => popup.open(e.currentTarget),
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
      {popup.requested && (
        <Suspense fallback={null}>
          <LanguageMenu
            id={popup.id}
            anchor={popup.anchor}
            current={language}
            onClose={popup.close}
            onPick={(lang) => {
              popup.close();
              void switchLanguage(lang);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
