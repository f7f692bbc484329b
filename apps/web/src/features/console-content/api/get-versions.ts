import type { Revision, RevisionList } from '@aatd/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentKeys } from './keys';

/** GET /api/admin/content/:id/versions: every revision, newest first, without fields. */
export const getVersions = (id: number, signal?: AbortSignal) =>
  api.get<RevisionList>(`/admin/content/${id}/versions`, { signal });

export const getVersionsQueryOptions = (id: number) =>
  queryOptions({ queryKey: contentKeys.versions(id), queryFn: ({ signal }) => getVersions(id, signal) });

export const useVersions = (id: number) => useQuery(getVersionsQueryOptions(id));

/** GET /api/admin/content/:id/versions/:n: one revision with its fields (a revision never changes). */
export const getVersion = (id: number, n: number, signal?: AbortSignal) =>
  api.get<Revision>(`/admin/content/${id}/versions/${n}`, { signal });

export const getVersionQueryOptions = (id: number, n: number) =>
  queryOptions({
    queryKey: contentKeys.version(id, n),
    queryFn: ({ signal }) => getVersion(id, n, signal),
    staleTime: Infinity,
  });

export const useVersion = (id: number, n: number | undefined) =>
  useQuery({ ...getVersionQueryOptions(id, n ?? 0), enabled: n !== undefined });
