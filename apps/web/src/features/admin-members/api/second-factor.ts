import type { MemberSecondFactor, SecondFactorActionResult } from '@aatd/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { memberKeys } from './members';

const key = (id: number) => [...memberKeys.all, 'second-factor', id] as const;

/** GET /api/admin/members/:id/second-factor: whether the member has one, and codes left. */
export const useMemberSecondFactor = (id: number) =>
  useQuery({
    queryKey: key(id),
    queryFn: ({ signal }) => api.get<MemberSecondFactor>(`/admin/members/${id}/second-factor`, { signal }),
  });

/** POST /api/admin/members/:id/second-factor/reset (admins, never their own). */
export function useResetSecondFactor(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<SecondFactorActionResult>(`/admin/members/${id}/second-factor/reset`),
    onSuccess: () => client.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
