import type { TDashboard } from '@undangin/shared/dashboard/schemas';
import { http } from '../../../lib/http';
import { createRemoteValue, useRemoteValue } from '../../../lib/remote-value';

export async function getDashboard(): Promise<TDashboard> {
  const { data } = await http.get<TDashboard>('/dashboard');
  return data;
}

/** Loaded again each time the dashboard opens; the last numbers stay on screen meanwhile. */
const dashboard = createRemoteValue(getDashboard, { showsLoading: true });

export function useDashboard() {
  return { ...useRemoteValue(dashboard), refetch: dashboard.refresh };
}
