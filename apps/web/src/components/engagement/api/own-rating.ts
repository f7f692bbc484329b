import { useQuery } from '@tanstack/react-query';
import { OwnRatingSchema } from '@aatd/contract';
import { api } from '@/lib/api-client';
import { engagementKeys } from './keys';

/** GET /api/rating/:id — the member's own rating, asked only when a popup needs it (a list's card). */
export const useOwnRating = (postId: number, enabled: boolean) =>
  useQuery({
    queryKey: engagementKeys.ownRating(postId),
    queryFn: async ({ signal }) => OwnRatingSchema.parse(await api.get(`/rating/${postId}`, { signal })),
    enabled,
  });
