import { queryOptions, useQuery } from '@tanstack/react-query';
import { EducationModuleSchema } from '@aatd/contract';
import { api } from '@/lib/api-client';
import { moduleKeys } from './keys';

/** GET /api/education/education-modules/:id — each fetch counts a view, so it is not refetched on focus. */
export async function getModule(id: number, signal?: AbortSignal) {
  return EducationModuleSchema.parse(await api.get(`/education/education-modules/${id}`, { signal }));
}

export const getModuleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: moduleKeys.detail(id),
    queryFn: ({ signal }) => getModule(id, signal),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });

export const useModule = (id: number) => useQuery(getModuleQueryOptions(id));
