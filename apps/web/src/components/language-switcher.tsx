import Translate from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '@undangin/shared/constants';
import { switchLanguage } from '../lib/appearance';
import { useSettings } from '../lib/settings';

/** The language control, on the auth pages (with its name shown) and in the navbar (an icon). */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { language } = useSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const label = `${t('language.label')}: ${t(`language.${language}`)}`;
  const trigger = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': !!anchor,
    'aria-controls': anchor ? menuId : undefined,
    onClick: (e: React.MouseEvent<HTMLElement>) => setAnchor(e.currentTarget),
  };
  return (
    <>
      {compact ? (
        <Tooltip title={label}>
          <IconButton {...trigger} aria-label={label} color="inherit">
            <Translate />
          </IconButton>
        </Tooltip>
      ) : (
        <Button {...trigger} aria-label={label} startIcon={<Translate />} color="inherit">
          {t(`language.${language}`)}
        </Button>
      )}
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LOCALES.map((lang) => (
          <MenuItem
            key={lang}
            lang={lang}
            selected={lang === language}
            onClick={() => {
              setAnchor(null);
              void switchLanguage(lang);
            }}
          >
            {t(`language.${lang}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
