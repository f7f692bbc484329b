import { FollowListSchema, FollowStateSchema, type FollowTargetType } from '@aatd/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const key = ['follows'] as const;

/** GET /api/follows: what I follow (one list for every Follow button of a page). */
export const getFollowsQueryOptions = () =>
  queryOptions({
    queryKey: key,
    queryFn: async ({ signal }) => FollowListSchema.parse(await api.get('/follows', { signal })),
  });
export const useFollows = () => useQuery(getFollowsQueryOptions());

/** PUT /api/follows to follow, DELETE to stop; the list is fetched again either way. */
export function useToggleFollow(target: { type: FollowTargetType; target: string }) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (following: boolean) =>
      FollowStateSchema.parse(
        following
          ? await api.delete(
              `/follows?type=${encodeURIComponent(target.type)}&target=${encodeURIComponent(target.target)}`,
            )
          : await api.put('/follows', target),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
  });
}
