import { useSyncExternalStore } from 'react';

/*
 * Whether data a screen shows for the first time is still loading, for the loading bar at the root.
 * The query cache lives below the root (lib/query-provider), so it reports here.
 */
let loading = false;
const listeners = new Set<() => void>();

export function setDataLoading(next: boolean): void {
  if (next === loading) return;
  loading = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isLoading = () => loading;

export function useDataLoading(): boolean {
  return useSyncExternalStore(subscribe, isLoading, isLoading);
}
