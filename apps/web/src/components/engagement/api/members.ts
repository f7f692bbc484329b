import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE, type MemberListResponse, type MemberSummary } from '@aatd/contract';
import { api } from '@/lib/api-client';
import { engagementKeys } from './keys';

/** The paged member list of the share dialog (6 per page). */
export const getMembersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: engagementKeys.members(page),
    queryFn: ({ signal }) =>
      api.get<MemberListResponse>('/user/all', { query: { limit: PAGE_SIZE.members, page }, signal }),
    placeholderData: keepPreviousData,
  });

/** Typeahead over member names. */
export const getMemberSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: engagementKeys.memberSearch(q),
    queryFn: ({ signal }) =>
      api.get<{ users: MemberSummary[] }>('/user/search', { query: { type: 'typeAhead', q }, signal }),
    enabled: q.trim().length > 0,
    staleTime: 60_000,
  });
