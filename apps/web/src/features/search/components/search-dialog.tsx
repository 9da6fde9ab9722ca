import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import InputAdornment from '@mui/material/InputAdornment';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createElement, useDeferredValue, useId, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { useCan } from '../../../lib/abilities';
import { queryClient } from '../../../lib/query-client';
import { SEARCH_MIN_LENGTH, useSearch } from '../api/search';
import { matchPages } from './match-pages';
import type { TSearchPage } from './search-types';

type TOption = {
  id: string;
  group: string;
  label: string;
  detail?: string;
  to: string;
  icon?: ComponentType;
};

type TSearchDialogProps = { open: boolean; onClose: () => void; pages: TSearchPage[] };

/**
 * The navbar sits outside the screens' query cache provider, so the dialog brings its own, over the
 * same cache (without the loading-bar report: search results arrive behind what is on screen).
 */
export default function SearchDialog(props: TSearchDialogProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SearchDialogContent {...props} />
    </QueryClientProvider>
  );
}

/** The search dialog: pages from the route table, then what GET /api/search finds; arrow keys and Enter. */
function SearchDialogContent({ open, onClose, pages }: TSearchDialogProps) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const can = useCan();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const results = useSearch(deferred);
  const [active, setActive] = useState(0);
  const listId = useId();

  const options = useMemo<TOption[]>(() => {
    const pageOptions = matchPages(pages, deferred, (key) => t(key), can).map((p) => ({
      id: `page-${p.key}`,
      group: t('pages'),
      label: p.label,
      detail: p.to,
      to: p.to,
      icon: p.icon,
    }));
    const found =
      deferred.trim().length >= SEARCH_MIN_LENGTH
        ? (results.data?.results ?? []).map((r, i) => ({
            id: `result-${i}`,
            group: t(`types.${r.type}`, { defaultValue: r.type }),
            label: r.title,
            detail: r.subtitle,
            to: r.url,
          }))
        : [];
    return [...pageOptions, ...found];
  }, [pages, deferred, t, can, results.data]);

  const close = () => {
    setQuery('');
    setActive(0);
    onClose();
  };

  const go = (option: TOption | undefined) => {
    if (!option || !option.to.startsWith('/') || option.to.startsWith('//')) return;
    close();
    void navigate(option.to);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => Math.min(options.length - 1, i + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(0, i - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(options[active]);
    }
  };

  const term = deferred.trim();
  const activeId = options[active] ? `${listId}-${options[active].id}` : undefined;

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      // The name goes on the paper, which is the element with role="dialog".
      slotProps={{
        paper: { 'aria-label': t('label'), sx: { alignSelf: 'flex-start', mt: { xs: 2, sm: 10 } } },
      }}
    >
      <Box sx={{ p: 2, pb: 1 }}>
        <TextField
          autoFocus
          fullWidth
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          placeholder={t('placeholder')}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-label': t('label'),
              'aria-expanded': options.length > 0,
              'aria-controls': listId,
              'aria-activedescendant': activeId,
              'aria-autocomplete': 'list',
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
              endAdornment: results.isFetching ? (
                <InputAdornment position="end">
                  <CircularProgress size={18} aria-label={t('searching')} />
                </InputAdornment>
              ) : null,
            },
          }}
        />
      </Box>
      <Box
        component="ul"
        id={listId}
        role="listbox"
        aria-label={t('results')}
        sx={{ listStyle: 'none', m: 0, p: 0, pb: 1, maxHeight: '60vh', overflowY: 'auto' }}
      >
        {options.map((option, index) => (
          <Box component="li" key={option.id} role="presentation">
            {(index === 0 || options[index - 1]?.group !== option.group) && (
              <ListSubheader component="div" role="presentation" sx={{ lineHeight: '32px' }}>
                {option.group}
              </ListSubheader>
            )}
            <Box
              id={`${listId}-${option.id}`}
              role="option"
              aria-selected={index === active}
              onMouseEnter={() => setActive(index)}
              onClick={() => go(option)}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                px: 2,
                py: 1,
                mx: 1,
                borderRadius: 1,
                cursor: 'pointer',
                bgcolor: index === active ? 'action.selected' : 'transparent',
              }}
            >
              {createElement(option.icon ?? ArticleOutlined, {
                'aria-hidden': true,
                fontSize: 'small',
              } as object)}
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {option.label}
                </Typography>
                {option.detail && (
                  <Typography variant="caption" color="text.secondary" noWrap component="div">
                    {option.detail}
                  </Typography>
                )}
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
      <Box sx={{ px: 2, pb: 2 }} aria-live="polite">
        {results.isError && term.length >= SEARCH_MIN_LENGTH && (
          <Typography color="error" variant="body2">
            {t('failed')}
          </Typography>
        )}
        {!results.isError && options.length === 0 && term && (
          <Typography color="text.secondary" variant="body2">
            {term.length < SEARCH_MIN_LENGTH ? t('typeMore') : t('noResults', { q: term })}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {t('hint')}
        </Typography>
      </Box>
    </Dialog>
  );
}
