import type { FeedbackItem, PaginationMeta } from '@aatd/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

type FeedbackPage = { data: FeedbackItem[]; meta: { pagination: PaginationMeta } };

/** GET /api/admin/feedback (admins only), newest first. */
export const getFeedbackInbox = (page: number, signal?: AbortSignal) =>
  api.get<FeedbackPage>('/admin/feedback', { query: { page }, signal });

export const getFeedbackInboxQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'feedback', page],
    queryFn: ({ signal }) => getFeedbackInbox(page, signal),
    placeholderData: keepPreviousData,
  });

export const useFeedbackInbox = (page: number) => useQuery(getFeedbackInboxQueryOptions(page));
