import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createLoadingBar, IDLE_LOADING_BAR } from '../lib/loading-bar';

/**
 * The top loading bar (spec §4), shown while `loading` is true and for its 300 ms finish: the
 * progress in the brand colour over a lighter buffer. Drawn by hand to keep the first load small.
 */
export function LoadingBar({ loading }: { loading: boolean }) {
  const { t } = useTranslation();
  const [state, setState] = useState(IDLE_LOADING_BAR);
  const bar = useRef<ReturnType<typeof createLoadingBar> | null>(null);

  useEffect(() => {
    const created = createLoadingBar(setState);
    bar.current = created;
    return () => created.dispose();
  }, []);

  useEffect(() => {
    if (loading) bar.current?.start();
    else bar.current?.done();
  }, [loading]);

  if (!state.visible) return null;
  const segment = {
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: 0,
    transition: 'width 300ms ease-out',
  } as const;
  return (
    <Box
      role="progressbar"
      aria-label={t('loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(state.progress)}
      sx={{
        position: 'fixed',
        insetBlockStart: 0,
        insetInline: 0,
        height: 3,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        pointerEvents: 'none',
      }}
    >
      <Box sx={{ ...segment, width: `${state.buffer}%`, bgcolor: 'var(--undangin-brand)', opacity: 0.3 }} />
      <Box sx={{ ...segment, width: `${state.progress}%`, bgcolor: 'var(--undangin-brand)' }} />
    </Box>
  );
}
