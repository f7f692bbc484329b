import type { GhostImportJob, GhostImportReport } from '@aatd/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentKeys } from './keys';

/** The editor's choices, as the route's query: '' leaves a choice to the server's default. */
export type GhostImportScreenChoices = {
  defaultKind: string;
  pages: string;
  /** Tag slug → target value; '' for a tag left unmapped. */
  map: Record<string, string>;
};

/** The query string of the choices (`map` repeated, TAG=KIND), without the leading '?'. */
export function choicesQuery(choices: GhostImportScreenChoices, dryRun: boolean): string {
  const q = new URLSearchParams({ dryRun: String(dryRun) });
  if (choices.defaultKind) q.set('defaultKind', choices.defaultKind);
  if (choices.pages) q.set('pages', choices.pages);
  for (const [tag, target] of Object.entries(choices.map)) if (target) q.append('map', `${tag}=${target}`);
  return q.toString();
}

/** The export's Content-Type, from its name: the browser's own guess for a .zip varies by system. */
export const exportContentType = (file: File) =>
  file.name.toLowerCase().endsWith('.zip') ? 'application/zip' : 'application/json';

type Upload = { file: File; choices: GhostImportScreenChoices };

const send = <T>({ file, choices }: Upload, dryRun: boolean) =>
  api.post<T>(`/admin/content/import?${choicesQuery(choices, dryRun)}`, file, {
    headers: { 'Content-Type': exportContentType(file) },
  });

/** POST /api/admin/content/import?dryRun=true: what importing the export would do; nothing is written. */
export const checkGhostExport = (upload: Upload) => send<GhostImportReport>(upload, true);

/** POST /api/admin/content/import?dryRun=false: queues the import for the background job. */
export const queueGhostImport = (upload: Upload) => send<GhostImportJob>(upload, false);

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
