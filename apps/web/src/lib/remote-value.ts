import { useSyncExternalStore } from 'react';
import { setDataLoading } from './data-loading';
import { getAccessToken } from './session';

export type TRemoteState<T> = {
  data?: T;
  error?: unknown;
  isPending: boolean;
  isError: boolean;
};

export type TRemoteValue<T> = {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => TRemoteState<T>;
  refresh: () => Promise<void>;
  /** Changes the value on screen at once (an optimistic update); the next refresh has the last word. */
  set: (update: (data: T | undefined) => T | undefined) => void;
};

const PENDING: TRemoteState<never> = { isPending: true, isError: false };

/**
 * One value the signed-in frame reads from the API (the notifications, the dashboard), shared by
 * every component that shows it, loaded when the first of them mounts and refreshed every `pollMs`
 * while any is mounted. It belongs to the session it was loaded in, so another login never sees it.
 * Small on purpose: the frame's first load goes without TanStack Query, which the screens behind it
 * bring along when they need it.
 */
export function createRemoteValue<T>(
  load: () => Promise<T>,
  { pollMs, showsLoading = false }: { pollMs?: number; showsLoading?: boolean } = {},
): TRemoteValue<T> {
  let state: TRemoteState<T> = PENDING;
  let loadedFor: string | null = null;
  let inflight: Promise<void> | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;
  const listeners = new Set<() => void>();

  const current = () => (loadedFor === getAccessToken() ? state : PENDING);
  const emit = (next: TRemoteState<T>, token: string | null) => {
    state = next;
    loadedFor = token;
    for (const listener of listeners) listener();
  };

  function refresh(): Promise<void> {
    if (inflight) return inflight;
    const token = getAccessToken();
    const first = current().data === undefined;
    // Only a first load shows the loading bar; a refresh happens behind what is already on screen.
    if (showsLoading && first) setDataLoading(true);
    inflight = load()
      .then(
        (data) => emit({ data, isPending: false, isError: false }, token),
        (error: unknown) => {
          const shown = current().data;
          emit({ data: shown, error, isPending: false, isError: shown === undefined }, token);
        },
      )
      .finally(() => {
        inflight = null;
        if (showsLoading && first) setDataLoading(false);
      });
    return inflight;
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        void refresh();
        if (pollMs) timer = setInterval(() => void refresh(), pollMs);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) clearInterval(timer);
      };
    },
    getSnapshot: current,
    refresh,
    set(update) {
      const shown = current();
      emit({ ...shown, data: update(shown.data) }, getAccessToken());
    },
  };
}

export function useRemoteValue<T>(value: TRemoteValue<T>): TRemoteState<T> {
  return useSyncExternalStore(value.subscribe, value.getSnapshot, value.getSnapshot);
}
