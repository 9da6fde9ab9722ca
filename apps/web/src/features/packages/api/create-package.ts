import type { TPackage, TPackageInput } from '@undangin/shared/billing/schemas';
import { http } from '../../../lib/http';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { PACKAGES_KEY } from './get-packages';

export async function createPackage(body: TPackageInput): Promise<TPackage> {
  const { data } = await http.post<TPackage>('/packages', body);
  return data;
}

export function useCreatePackage() {
  return useRefreshingMutation(createPackage, PACKAGES_KEY);
}
