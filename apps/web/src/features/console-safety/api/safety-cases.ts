import type { SafetyCaseDecision, SafetyCaseDetail, SafetyCasePage, SafetyCaseState } from '@aatd/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Query keys of the safety cases: a decision refreshes the lists and the case. */
export const safetyKeys = {
  all: ['console', 'safety'] as const,
  lists: () => [...safetyKeys.all, 'list'] as const,
  list: (state: SafetyCaseState | undefined, page: number) => [...safetyKeys.lists(), state ?? 'all', page] as const,
  item: (id: number) => [...safetyKeys.all, 'item', id] as const,
};

/** GET /api/admin/safety-cases: newest first, optionally one state. */
export const getSafetyCases = (state: SafetyCaseState | undefined, page: number, signal?: AbortSignal) =>
  api.get<SafetyCasePage>('/admin/safety-cases', { query: { state, page }, signal });

export const useSafetyCases = (state: SafetyCaseState | undefined, page: number) =>
  useQuery(
    queryOptions({
      queryKey: safetyKeys.list(state, page),
      queryFn: ({ signal }) => getSafetyCases(state, page, signal),
      placeholderData: keepPreviousData,
    }),
  );

/** GET /api/admin/safety-cases/:id: the verbatim text, screening hits, mail state and decision. */
export const getSafetyCase = (id: number, signal?: AbortSignal) =>
  api.get<SafetyCaseDetail>(`/admin/safety-cases/${id}`, { signal });

export const useSafetyCase = (id: number) =>
  useQuery(
    queryOptions({
      queryKey: safetyKeys.item(id),
      queryFn: ({ signal }) => getSafetyCase(id, signal),
      // Another reviewer may have decided it meanwhile: always start from the latest.
      staleTime: 0,
    }),
  );

/** PUT /api/admin/safety-cases/:id: the ticked criteria, the state and a note (audited on the server). */
export function useDecideSafetyCase(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (d: SafetyCaseDecision) => api.put<SafetyCaseDetail>(`/admin/safety-cases/${id}`, d),
    onSuccess: (c) => client.setQueryData(safetyKeys.item(id), c),
    onSettled: () => void client.invalidateQueries({ queryKey: safetyKeys.lists() }),
  });
}
