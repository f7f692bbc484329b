import { PREVALENCE_UPLOAD_FIELD, type PrevalenceConsole, type PrevalenceDataSetDetail } from '@aatd/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const prevalenceKeys = {
  all: ['console', 'prevalence'] as const,
  state: () => [...prevalenceKeys.all, 'state'] as const,
  dataSet: (id: number) => [...prevalenceKeys.all, 'data-set', id] as const,
};

/** GET /api/admin/prevalence: the live set, the draft and the sets that were live. */
export const usePrevalenceConsole = () =>
  useQuery({
    queryKey: prevalenceKeys.state(),
    queryFn: ({ signal }) => api.get<PrevalenceConsole>('/admin/prevalence', { signal }),
  });

/** GET /api/admin/prevalence/data-sets/:id: the set as the map draws it, and what it changes. */
export const useDataSet = (id: number | undefined) =>
  useQuery({
    queryKey: prevalenceKeys.dataSet(id ?? 0),
    queryFn: ({ signal }) => api.get<PrevalenceDataSetDetail>(`/admin/prevalence/data-sets/${id}`, { signal }),
    enabled: id !== undefined,
  });

/** POST /api/admin/prevalence/data-sets (multipart): a valid file becomes the draft. */
export function useUploadDataSet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(PREVALENCE_UPLOAD_FIELD, file, file.name);
      return api.post<PrevalenceDataSetDetail>('/admin/prevalence/data-sets', form);
    },
    onSuccess: (detail) => {
      client.setQueryData(prevalenceKeys.dataSet(detail.dataSet.id), detail);
      return client.invalidateQueries({ queryKey: prevalenceKeys.state() });
    },
  });
}

export type DataSetStep = { kind: 'publish' | 'discard'; id: number } | { kind: 'rollback' };

/** Publish or discard the draft, or roll the live set back; answers the new state. */
export function useDataSetStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (step: DataSetStep) =>
      api.post<PrevalenceConsole>(
        step.kind === 'rollback' ? '/admin/prevalence/rollback' : `/admin/prevalence/data-sets/${step.id}/${step.kind}`,
      ),
    onSuccess: (state) => {
      client.setQueryData(prevalenceKeys.state(), state);
      // What the member map shows has changed for everyone, this browser included.
      return client.invalidateQueries({ queryKey: ['education', 'prevalence'] });
    },
  });
}
