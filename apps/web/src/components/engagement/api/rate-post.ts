import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RatingResult } from '@aatd/contract';
import { api } from '@/lib/api-client';
import { engagementKeys } from './keys';

export const ratePost = (postId: number, rating: number, moduleType?: string) =>
  api.post<RatingResult>(`/rating/${postId}`, { rating, ...(moduleType ? { moduleType } : {}) });

export function useRatePost(postId: number, moduleType?: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (rating: number) => ratePost(postId, rating, moduleType),
    onSuccess: () => void qc.invalidateQueries({ queryKey: engagementKeys.posts }),
  });
}
