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
    // A static table that only changes when an admin replaces the file.
    staleTime: 60 * 60 * 1000,
  });

export const usePrevalence = () => useQuery(getPrevalenceQueryOptions());
