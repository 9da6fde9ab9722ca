import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createLoadingBar, IDLE_LOADING_BAR } from '../lib/loading-bar';

/** The top loading bar (spec §4), shown while `loading` is true and for its 300 ms finish. */
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
  return (
    <LinearProgress
      variant="buffer"
      value={state.progress}
      valueBuffer={state.buffer}
      aria-label={t('loading')}
      sx={{
        position: 'fixed',
        insetBlockStart: 0,
        insetInline: 0,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        height: 3,
        '& .MuiLinearProgress-dashed': { display: 'none' },
      }}
    />
  );
}
