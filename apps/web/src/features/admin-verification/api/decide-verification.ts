import type { VerificationDecision } from '@aatd/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { verificationQueueKey } from './get-verification-queue';

type Decision = { id: number; approve: true } | { id: number; approve: false; reason: string };

/** POST /api/admin/verifications/:id/approve | reject; the queue reloads either way. */
export const decideVerification = (d: Decision) =>
  d.approve
    ? api.post<VerificationDecision>(`/admin/verifications/${d.id}/approve`)
    : api.post<VerificationDecision>(`/admin/verifications/${d.id}/reject`, { reason: d.reason });

export function useDecideVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideVerification,
    onSettled: () => client.invalidateQueries({ queryKey: verificationQueueKey }),
  });
}
