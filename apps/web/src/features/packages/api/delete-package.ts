import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { PACKAGES_KEY } from './get-packages';

export async function deletePackage(id: string): Promise<void> {
  await http.delete(`/packages/${encodeURIComponent(id)}`);
}

export function useDeletePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PACKAGES_KEY }),
  });
}
