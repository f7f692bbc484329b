import type { MemberDetail } from '@aatd/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/user/:id: another member's profile, e-mail and mobile already masked by the server. */
export const getMember = (id: string, signal?: AbortSignal) =>
  api.get<MemberDetail>(`/user/${encodeURIComponent(id)}`, { signal });

export const getMemberQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['members', 'detail', id], queryFn: ({ signal }) => getMember(id, signal) });

export const useMember = (id: string) => useQuery(getMemberQueryOptions(id));
