import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { LOCALES, type TLocale } from '@undangin/shared/constants';

/** The language choices; loaded on first open, so the pages that merely show the button stay light. */
export default function LanguageMenu({
  id,
  anchor,
  current,
  onClose,
  onPick,
}: {
  id: string;
  anchor: HTMLElement | null;
  current: TLocale;
  onClose: () => void;
  onPick: (lang: TLocale) => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu id={id} anchorEl={anchor} open={!!anchor} onClose={onClose}>
      {LOCALES.map((lang) => (
        <MenuItem key={lang} lang={lang} selected={lang === current} onClick={() => onPick(lang)}>
          {t(`language.${lang}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
