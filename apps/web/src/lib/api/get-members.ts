import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type MemberListResponse } from '@aatd/contract';
import { api } from '@/lib/api-client';

/**
 * GET /api/user/all: other listed members (verified, not opted out), 6 per page. Shared because
 * the member directory and the share dialog both page through it.
 */
export const getMembers = (page: number, signal?: AbortSignal) =>
  api.get<MemberListResponse>('/user/all', { query: { page, limit: PAGE_SIZE.members }, signal });

export const getMembersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['members', 'list', page],
    queryFn: ({ signal }) => getMembers(page, signal),
    placeholderData: keepPreviousData,
  });

export const useMembers = (page: number) => useQuery(getMembersQueryOptions(page));
