import type { GhostImportJob, GhostImportReport } from '@aatd/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentKeys } from './keys';

/** POST /api/admin/content/import?dryRun=true: what importing the export would do; nothing is written. */
export const checkGhostExport = (file: unknown) =>
  api.post<GhostImportReport>('/admin/content/import', file, { query: { dryRun: true } });

/** POST /api/admin/content/import?dryRun=false: queues the import for the background job. */
export const queueGhostImport = (file: unknown) =>
  api.post<GhostImportJob>('/admin/content/import', file, { query: { dryRun: false } });

export const useCheckGhostExport = () => useMutation({ mutationFn: checkGhostExport });
export const useQueueGhostImport = () => useMutation({ mutationFn: queueGhostImport });

const running = (job: GhostImportJob | undefined) => !job || job.state === 'queued' || job.state === 'running';

/** GET /api/admin/content/import/:id, every second until the job is done or failed. */
export function useImportJob(id: number | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: [...contentKeys.all, 'import', id],
    enabled: id !== null,
    queryFn: async () => {
      const job = await api.get<GhostImportJob>(`/admin/content/import/${id}`);
      // New items: the content lists are out of date.
      if (job.state === 'done') void client.invalidateQueries({ queryKey: contentKeys.lists() });
      return job;
    },
    refetchInterval: (q) => (running(q.state.data) ? 1000 : false),
  });
}
