import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPackage, TPackageUpdate } from '@undangin/shared/billing/schemas';
import { http } from '../../../lib/http';
import { PACKAGES_KEY } from './get-packages';
import { INVITATION_PLAN_KEY } from './get-invitation-plan';

export async function updatePackage({ id, body }: { id: string; body: TPackageUpdate }): Promise<TPackage> {
  const { data } = await http.patch<TPackage>(`/packages/${encodeURIComponent(id)}`, body);
  return data;
}

export function useUpdatePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePackage,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PACKAGES_KEY }),
        queryClient.invalidateQueries({ queryKey: INVITATION_PLAN_KEY }),
      ]),
  });
}
