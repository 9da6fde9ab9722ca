import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSearchPage } from './search-types';

const SearchDialog = lazy(() => import('./search-dialog'));

/** Opens the search from the navbar or with Ctrl+K / ⌘K anywhere in the app. */
export function SearchButton({ pages }: { pages: TSearchPage[] }) {
  const { t } = useTranslation('search');
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setRequested(true);
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const show = () => {
    setRequested(true);
    setOpen(true);
  };

  return (
    <>
      <IconButton color="inherit" aria-label={t('label')} onClick={show} sx={{ display: { md: 'none' } }}>
        <SearchIcon />
      </IconButton>
      {/* Named by its visible text, "Ctrl K" included, so speech input can say what it sees (WCAG 2.5.3). */}
      <ButtonBase
        onClick={show}
        aria-keyshortcuts="Control+K Meta+K"
        sx={{
          display: { xs: 'none', md: 'inline-flex' },
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          py: 0.75,
          minWidth: 240,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          color: 'text.secondary',
          justifyContent: 'flex-start',
          typography: 'body2',
        }}
      >
        <SearchIcon fontSize="small" aria-hidden />
        <Box component="span" sx={{ flex: 1, textAlign: 'start' }}>
          {t('label')}
        </Box>
        <Box
          component="kbd"
          sx={{
            fontFamily: 'inherit',
            fontSize: 12,
            px: 0.75,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        >
          Ctrl K
        </Box>
      </ButtonBase>
      {requested && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} pages={pages} />
        </Suspense>
      )}
    </>
  );
}
