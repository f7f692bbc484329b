import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type SavedListResponse } from '@aatd/contract';
import { engagementKeys } from '@/components/engagement';
import { api } from '@/lib/api-client';

export const getSavedArticles = (page: number, signal?: AbortSignal) =>
  api.get<SavedListResponse>('/save-article', { query: { limit: PAGE_SIZE.savedArticles, page }, signal });

export const getSavedArticlesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: engagementKeys.savedPage(page),
    queryFn: ({ signal }) => getSavedArticles(page, signal),
    placeholderData: keepPreviousData,
  });

export const useSavedArticles = (page: number) => useQuery(getSavedArticlesQueryOptions(page));
