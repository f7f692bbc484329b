import type { HcpVerificationList } from '@aatd/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const verificationQueueKey = ['admin', 'verifications'] as const;

/** GET /api/admin/verifications (admins only): pending HCP verifications, oldest first. */
export const getVerificationQueue = (page: number, signal?: AbortSignal) =>
  api.get<HcpVerificationList>('/admin/verifications', { query: { page }, signal });

export const getVerificationQueueQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...verificationQueueKey, page],
    queryFn: ({ signal }) => getVerificationQueue(page, signal),
    placeholderData: keepPreviousData,
  });

export const useVerificationQueue = (page: number) => useQuery(getVerificationQueueQueryOptions(page));
