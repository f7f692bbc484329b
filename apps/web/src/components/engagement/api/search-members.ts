import { queryOptions } from '@tanstack/react-query';
import type { MemberSummary } from '@aatd/contract';
import { api } from '@/lib/api-client';
import { engagementKeys } from './keys';

/** GET /api/user/search?type=typeAhead: the share dialog's typeahead over member names. */
export const getMemberSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: engagementKeys.memberSearch(q),
    queryFn: ({ signal }) =>
      api.get<{ users: MemberSummary[] }>('/user/search', { query: { type: 'typeAhead', q }, signal }),
    enabled: q.trim().length > 0,
    staleTime: 60_000,
  });
