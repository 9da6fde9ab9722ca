import { LOADING_BAR } from '@undangin/shared/constants';

export type TLoadingBarState = { visible: boolean; progress: number; buffer: number };

export const IDLE_LOADING_BAR: TLoadingBarState = { visible: false, progress: 0, buffer: LOADING_BAR.buffer };

/**
 * The top loading bar of spec §4 and §9: it starts at 10 (buffer 20), rises by a random amount every
 * 800 ms, holds at 82 once above 80 while still loading, jumps to 100 when loading ends and resets
 * 300 ms later.
 */
export function createLoadingBar(
  onChange: (state: TLoadingBarState) => void,
  random: () => number = Math.random,
) {
  let state = IDLE_LOADING_BAR;
  let loading = false;
  let step: ReturnType<typeof setInterval> | undefined;
  let reset: ReturnType<typeof setTimeout> | undefined;

  const set = (next: TLoadingBarState) => {
    state = next;
    onChange(state);
  };

  const rise = () => {
    const progress = state.progress + 5 + random() * 10;
    set({
      visible: true,
      progress: progress > 80 ? LOADING_BAR.cap : progress,
      buffer: Math.min(100, state.buffer + 6 + random() * 10),
    });
  };

  return {
    start() {
      if (loading) return;
      loading = true;
      clearTimeout(reset);
      set({ visible: true, progress: LOADING_BAR.start, buffer: LOADING_BAR.buffer });
      step = setInterval(rise, LOADING_BAR.stepMs);
    },
    done() {
      if (!loading) return;
      loading = false;
      clearInterval(step);
      set({ visible: true, progress: 100, buffer: 100 });
      reset = setTimeout(() => set(IDLE_LOADING_BAR), LOADING_BAR.resetDelayMs);
    },
    dispose() {
      clearInterval(step);
      clearTimeout(reset);
    },
    getState: () => state,
  };
}
