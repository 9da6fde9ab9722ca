import AppsOutlined from '@mui/icons-material/AppsOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { createElement, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../lib/abilities';
import { visibleLinks } from '../nav-visibility';
import type { TShortcut } from '../types';

/** A grid of the common jobs, each shown only when the user may open its screen. */
export function ShortcutsMenu({ shortcuts }: { shortcuts: TShortcut[] }) {
  const { t } = useTranslation();
  const can = useCan();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const allowed = visibleLinks(shortcuts, can);
  if (allowed.length === 0) return null;
  return (
    <>
      <Tooltip title={t('navbar.shortcuts')}>
        <IconButton
          color="inherit"
          aria-label={t('navbar.shortcuts')}
          aria-haspopup="dialog"
          aria-expanded={!!anchor}
          aria-controls={anchor ? panelId : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <AppsOutlined />
        </IconButton>
      </Tooltip>
      <Popover
        id={panelId}
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('shortcuts.title'), sx: { width: 340, maxWidth: 'calc(100vw - 24px)' } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {t('shortcuts.title')}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('shortcuts.subtitle')}
          </Typography>
        </Box>
        <Divider />
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
          {allowed.map((item) => (
            <Box component="li" key={item.key} sx={{ borderBlockEnd: 1, borderInlineEnd: 1, borderColor: 'divider' }}>
              <Box
                component={RouterLink}
                to={item.to}
                onClick={() => setAnchor(null)}
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
      </Popover>
    </>
  );
}
