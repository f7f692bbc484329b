import type { DataExportState, ErasureState } from '@aatd/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const myDataKeys = {
  dataExport: ['my-data', 'export'] as const,
};

const inProgress = (s: DataExportState | undefined) =>
  s?.export?.status === 'pending' || s?.export?.status === 'running';

/** GET /api/user/data-export, asked again every 2 s while the file is being prepared. */
export const useDataExport = () =>
  useQuery(
    queryOptions({
      queryKey: myDataKeys.dataExport,
      queryFn: ({ signal }) => api.get<DataExportState>('/user/data-export', { signal }),
      staleTime: 0,
      refetchInterval: (q) => (inProgress(q.state.data) ? 2000 : false),
    }),
  );

/** POST /api/user/data-export: queues the export (or answers the one in the making). */
export function useRequestDataExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<DataExportState>('/user/data-export'),
    onSuccess: (s) => client.setQueryData(myDataKeys.dataExport, s),
  });
}

/** POST /api/user/data-export/download: spends the single-use link and answers the ZIP. */
export const downloadDataExport = (token: string) => api.postForFile('/user/data-export/download', { token });

/** POST /api/user/erasure: confirmed with the password; the server then signs the member out everywhere. */
/** `code`: an authenticator or recovery code, asked for when the member uses two-step verification. */
export const requestErasure = (password: string, code?: string) =>
  api.post<ErasureState>('/user/erasure', { password, code: code || undefined });
