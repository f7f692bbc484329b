import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ConferenceListResponseSchema, PAGE_SIZE, type SortBy } from '@aatd/contract';
import { api } from '@/lib/api-client';

/** GET /api/conference-highlights — 3 per page. */
export async function getConferences(q: { page: number; sortBy: SortBy }, signal?: AbortSignal) {
  const query = { limit: PAGE_SIZE.conference, page: q.page, sortBy: q.sortBy, orderBy: 'desc' };
  return ConferenceListResponseSchema.parse(await api.get('/conference-highlights', { query, signal }));
}

/** Under ['posts'] so ratings and comments made elsewhere refresh the list. */
export const getConferencesQueryOptions = (q: { page: number; sortBy: SortBy }) =>
  queryOptions({
    queryKey: ['posts', 'conferences', q.page, q.sortBy],
    queryFn: ({ signal }) => getConferences(q, signal),
    placeholderData: keepPreviousData,
  });

export const useConferences = (q: { page: number; sortBy: SortBy }) => useQuery(getConferencesQueryOptions(q));
