import type { ContentListQuery, ContentPage } from '@aatd/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentKeys } from './keys';

/** GET /api/admin/content: the console's content list with its filters, sort and page. */
export const getContentList = (query: ContentListQuery, signal?: AbortSignal) =>
  api.get<ContentPage>('/admin/content', { query, signal });

export const getContentListQueryOptions = (query: ContentListQuery) =>
  queryOptions({
    queryKey: [...contentKeys.lists(), query],
    queryFn: ({ signal }) => getContentList(query, signal),
    // The table keeps its rows while the next page or filter loads, so it does not jump.
    placeholderData: keepPreviousData,
  });

export const useContentList = (query: ContentListQuery) => useQuery(getContentListQueryOptions(query));
