import type { DocCheckLogin } from '@aatd/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/auth/doccheck: the DocCheck login address for the modal's frame. */
export const getDocCheckLogin = (idForm: string, signal?: AbortSignal) =>
  api.get<DocCheckLogin>('/auth/doccheck', { query: { idForm }, signal });

export const getDocCheckLoginQueryOptions = (idForm: string) =>
  queryOptions({
    queryKey: ['doccheck-login', idForm],
    queryFn: ({ signal }) => getDocCheckLogin(idForm, signal),
    staleTime: 5 * 60_000,
  });

export const useDocCheckLogin = (idForm: string, enabled: boolean) =>
  useQuery({ ...getDocCheckLoginQueryOptions(idForm), enabled });
