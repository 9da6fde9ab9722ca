import { http } from '../../../lib/http';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { PACKAGES_KEY } from './get-packages';

export async function deletePackage(id: string): Promise<void> {
  await http.delete(`/packages/${encodeURIComponent(id)}`);
}

export function useDeletePackage() {
  return useRefreshingMutation(deletePackage, PACKAGES_KEY);
}
