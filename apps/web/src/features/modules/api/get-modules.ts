import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ModuleListResponseSchema, PAGE_SIZE, type ModuleSortBy } from '@aatd/contract';
import { api } from '@/lib/api-client';
import { moduleKeys } from './keys';

/** GET /api/education/education-modules — 3 per page. */
export async function getModules(q: { page: number; sortBy: ModuleSortBy }, signal?: AbortSignal) {
  const query = { limit: PAGE_SIZE.modules, page: q.page, sortBy: q.sortBy, orderBy: 'desc' };
  return ModuleListResponseSchema.parse(await api.get('/education/education-modules', { query, signal }));
}

export const getModulesQueryOptions = (q: { page: number; sortBy: ModuleSortBy }) =>
  queryOptions({
    queryKey: moduleKeys.list(q.page, q.sortBy),
    queryFn: ({ signal }) => getModules(q, signal),
    placeholderData: keepPreviousData,
  });

export const useModules = (q: { page: number; sortBy: ModuleSortBy }) => useQuery(getModulesQueryOptions(q));
