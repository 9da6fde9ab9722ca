import { useQuery } from '@tanstack/react-query';
import type { TDashboard } from '@undangin/shared/dashboard/schemas';
import { http } from '../../../lib/http';

export async function getDashboard(): Promise<TDashboard> {
  const { data } = await http.get<TDashboard>('/dashboard');
  return data;
}

export function useDashboard() {
  return useQuery({ queryKey: ['dashboard'], queryFn: getDashboard });
}
