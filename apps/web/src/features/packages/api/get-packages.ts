import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPackageList } from '@undangin/shared/billing/schemas';
import { http } from '../../../lib/http';

/** Every package query starts with this key; an administrator's change refreshes them. */
export const PACKAGES_KEY = ['billing', 'packages'] as const;

export async function getPackages(): Promise<TPackageList> {
  const { data } = await http.get<TPackageList>('/packages');
  return data;
}

export const packagesQueryOptions = () => queryOptions({ queryKey: PACKAGES_KEY, queryFn: getPackages });

export function usePackages() {
  return useQuery(packagesQueryOptions());
}
