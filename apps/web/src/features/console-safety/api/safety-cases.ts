import type {
  SafetyAssigneeList,
  SafetyCaseDetail,
  SafetyCasePage,
  SafetyCaseQuery,
  SafetyCaseUpdate,
} from '@aatd/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** The list's filters as the URL keeps them. */
export type SafetyCaseFilters = Omit<SafetyCaseQuery, 'cursor' | 'limit'>;

/** Query keys of the safety cases: a save refreshes the lists and the case. */
export const safetyKeys = {
  all: ['console', 'safety'] as const,
  lists: () => [...safetyKeys.all, 'list'] as const,
  list: (filters: SafetyCaseFilters, cursor: string | undefined) =>
    [...safetyKeys.lists(), filters, cursor ?? ''] as const,
  item: (id: number) => [...safetyKeys.all, 'item', id] as const,
  assignees: () => [...safetyKeys.all, 'assignees'] as const,
};

/** GET /api/admin/safety-cases: one keyset page with the filters. */
export const useSafetyCases = (filters: SafetyCaseFilters, cursor: string | undefined) =>
  useQuery(
    queryOptions({
      queryKey: safetyKeys.list(filters, cursor),
      queryFn: ({ signal }) =>
        api.get<SafetyCasePage>('/admin/safety-cases', { query: { ...filters, cursor }, signal }),
      placeholderData: keepPreviousData,
    }),
  );

/** GET /api/admin/safety-cases/:id: the verbatim text, evidence, workflow, history and links. */
export const useSafetyCase = (id: number) =>
  useQuery(
    queryOptions({
      queryKey: safetyKeys.item(id),
      queryFn: ({ signal }) => api.get<SafetyCaseDetail>(`/admin/safety-cases/${id}`, { signal }),
      // Another reviewer may have saved it meanwhile: always start from the latest.
      staleTime: 0,
    }),
  );

export const useSafetyAssignees = () =>
  useQuery({
    queryKey: safetyKeys.assignees(),
    queryFn: ({ signal }) => api.get<SafetyAssigneeList>('/admin/safety-cases/assignees', { signal }),
  });

/** PATCH /api/admin/safety-cases/:id: one save, kept in the case's history and the audit log. */
export function useUpdateSafetyCase(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (u: SafetyCaseUpdate) => api.patch<SafetyCaseDetail>(`/admin/safety-cases/${id}`, u),
    onSuccess: (c) => client.setQueryData(safetyKeys.item(id), c),
    onSettled: () => void client.invalidateQueries({ queryKey: safetyKeys.lists() }),
  });
}

/** The case's E2B(R3) file, saved for import into the PV database. */
export const downloadE2b = async (id: number) =>
  saveFile(await api.getFile(`/admin/safety-cases/${id}/e2b.xml`), `safety-case-${id}-e2b-r3.xml`);

/** The line listing of the cases the filters keep. */
export const downloadLineListing = async (filters: SafetyCaseFilters) =>
  saveFile(await api.getFile('/admin/safety-cases.csv', { query: filters }), 'safety-cases.csv');
