import Check from '@mui/icons-material/Check';
import Contrast from '@mui/icons-material/Contrast';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { THEMES, updateSettings, useSettings, type TTheme } from '../../lib/settings';

const ICONS: Record<TTheme, typeof LightModeOutlined> = {
  light: LightModeOutlined,
  dark: DarkModeOutlined,
  system: Contrast,
};

export function ThemeSwitcher() {
  const { t } = useTranslation();
  const { theme } = useSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const Icon = ICONS[theme];
  const label = `${t('theme.label')}: ${t(`theme.${theme}`)}`;
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={!!anchor}
          aria-controls={anchor ? menuId : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <Icon />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {THEMES.map((option) => {
          const OptionIcon = ICONS[option];
          return (
            <MenuItem
              key={option}
              selected={option === theme}
              onClick={() => {
                updateSettings({ theme: option });
                setAnchor(null);
              }}
            >
              <ListItemIcon>
                <OptionIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t(`theme.${option}`)}</ListItemText>
              {option === theme && <Check fontSize="small" sx={{ marginInlineStart: 2 }} aria-hidden />}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
