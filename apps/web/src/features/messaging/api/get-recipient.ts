import type { MemberDetail } from '@aatd/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/user/:id: the member the contact page writes to (only the name is shown). Same key as
 * the member directory's profile query, so a profile just viewed is not fetched again.
 */
export const getRecipientQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['members', 'detail', String(id)],
    queryFn: ({ signal }) => api.get<MemberDetail>(`/user/${id}`, { signal }),
  });

export const useRecipient = (id: number) =>
  useQuery({ ...getRecipientQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
