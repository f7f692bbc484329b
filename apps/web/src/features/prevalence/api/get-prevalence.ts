import { PrevalenceResponseSchema, type PrevalenceResponse } from '@aatd/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/education/prevalence: the map's regions, countries and sources. */
export async function getPrevalence({ signal }: { signal?: AbortSignal } = {}): Promise<PrevalenceResponse> {
  return PrevalenceResponseSchema.parse(await api.get('/education/prevalence', { signal }));
}

export const getPrevalenceQueryOptions = () =>
  queryOptions({
    queryKey: ['education', 'prevalence'],
    queryFn: getPrevalence,
    // Editors publish new data sets from the console: members see them on their next visit to the map.
    staleTime: 0,
  });

export const usePrevalence = () => useQuery(getPrevalenceQueryOptions());
