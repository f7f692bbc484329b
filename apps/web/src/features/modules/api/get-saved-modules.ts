import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, SavedModulesResponseSchema } from '@aatd/contract';
import { api } from '@/lib/api-client';
import { moduleKeys } from './keys';

/** GET /api/education/save-education-modules — 2 per page, with the total. */
export async function getSavedModules(page: number, signal?: AbortSignal) {
  const query = { limit: PAGE_SIZE.savedModules, page };
  return SavedModulesResponseSchema.parse(await api.get('/education/save-education-modules', { query, signal }));
}

export const getSavedModulesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: moduleKeys.saved(page),
    queryFn: ({ signal }) => getSavedModules(page, signal),
    placeholderData: keepPreviousData,
  });

export const useSavedModules = (page: number) => useQuery(getSavedModulesQueryOptions(page));
