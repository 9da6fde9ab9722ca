import { useMemo } from 'react';
import type { TDashboard } from '@undangin/shared/dashboard/schemas';
import { http } from '../../../lib/http';
import { createRemoteValue, useRemoteValue } from '../../../lib/remote-value';

export async function getDashboard(): Promise<TDashboard> {
  const { data } = await http.get<TDashboard>('/dashboard');
  return data;
}

/** Loaded again each time the dashboard opens; the last numbers stay on screen meanwhile. */
const dashboard = createRemoteValue(getDashboard, { showsLoading: true });

/** The same object while the value is unchanged, so the page can defer drawing it (useDeferredValue). */
export function useDashboard() {
  const state = useRemoteValue(dashboard);
  return useMemo(() => ({ ...state, refetch: dashboard.refresh }), [state]);
}
