import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPackage, TPackageInput } from '@undangin/shared/billing/schemas';
import { http } from '../../../lib/http';
import { PACKAGES_KEY } from './get-packages';

export async function createPackage(body: TPackageInput): Promise<TPackage> {
  const { data } = await http.post<TPackage>('/packages', body);
  return data;
}

export function useCreatePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PACKAGES_KEY }),
  });
}
