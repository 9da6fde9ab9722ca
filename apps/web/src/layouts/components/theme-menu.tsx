import Check from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPopupProps } from '../../components/popup-panel';
import { THEMES, updateSettings, useSettings } from '../../lib/settings';
import { THEME_ICONS } from './theme-icons';

/** Light, dark or follow the system; loaded on first open. */
export default function ThemeMenu({ id, anchor, onClose }: TPopupProps) {
  const { t } = useTranslation();
  const { theme } = useSettings();
  return (
    <Menu id={id} anchorEl={anchor} open={!!anchor} onClose={onClose}>
      {THEMES.map((option) => (
        <MenuItem
          key={option}
          selected={option === theme}
          onClick={() => {
            updateSettings({ theme: option });
            onClose();
          }}
        >
          <ListItemIcon>{createElement(THEME_ICONS[option], { fontSize: 'small' })}</ListItemIcon>
          <ListItemText>{t(`theme.${option}`)}</ListItemText>
          {option === theme && <Check fontSize="small" sx={{ marginInlineStart: 2 }} aria-hidden />}
        </MenuItem>
      ))}
    </Menu>
  );
}
