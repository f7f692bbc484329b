import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberDetail } from '@aatd/contract';
import { api } from '@/lib/api-client';

/**
 * GET /api/user/:id: another member's profile, e-mail and mobile already masked by the server.
 * Shared by View Profile and the contact page, so a profile just viewed is not fetched again.
 */
export const getMember = (id: number | string, signal?: AbortSignal) =>
  api.get<MemberDetail>(`/user/${encodeURIComponent(id)}`, { signal });

export const getMemberQueryOptions = (id: number | string) =>
  queryOptions({ queryKey: ['members', 'detail', String(id)], queryFn: ({ signal }) => getMember(id, signal) });

export const useMember = (id: number | string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...getMemberQueryOptions(id), ...options });
