import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ModuleSearchResponseSchema, type ModuleSearchQuery } from '@aatd/contract';
import { api } from '@/lib/api-client';
import { moduleKeys } from './keys';

/** GET /api/education/modules/search — bookmarked hits and the others, in the chosen order. */
export async function searchModules(q: ModuleSearchQuery, signal?: AbortSignal) {
  return ModuleSearchResponseSchema.parse(await api.get('/education/modules/search', { query: { ...q }, signal }));
}

/** Runs only once the member has searched (`q` is null before the first Search). */
export const searchModulesQueryOptions = (q: ModuleSearchQuery | null) =>
  queryOptions({
    queryKey: moduleKeys.search(q ?? {}),
    queryFn: ({ signal }) => searchModules(q!, signal),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });

export const useModuleSearch = (q: ModuleSearchQuery | null) => useQuery(searchModulesQueryOptions(q));
