import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PopupPanel, type TPopupProps } from '../../components/popup-panel';
import type { TShortcut } from '../types';

/** The grid of shortcuts; loaded on first open. */
export default function ShortcutsPanel({
  id,
  anchor,
  allowed,
  onClose,
}: TPopupProps & {
  allowed: TShortcut[];
}) {
  const { t } = useTranslation();
  return (
    <PopupPanel id={id} anchor={anchor} onClose={onClose} label={t('shortcuts.title')} width={340}>
      <Box sx={{ px: 2, py: 1.5 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t('shortcuts.title')}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('shortcuts.subtitle')}
        </Typography>
      </Box>
      <Divider />
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: '1fr 1fr' }}
      >
        {allowed.map((item) => (
          <Box
            component="li"
            key={item.key}
            sx={{ borderBlockEnd: 1, borderInlineEnd: 1, borderColor: 'divider' }}
          >
            <Box
              component={RouterLink}
              to={item.to}
              onClick={onClose}
              sx={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 1,
                p: 2,
                textAlign: 'center',
                color: 'text.primary',
                textDecoration: 'none',
                '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
              }}
            >
              <Box
                sx={{
                  width: 44,
                  height: 44,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'var(--undangin-brand)',
                  color: 'var(--undangin-on-brand)',
                }}
              >
                {createElement(item.icon, { 'aria-hidden': true } as object)}
              </Box>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t(item.label)}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </PopupPanel>
  );
}
