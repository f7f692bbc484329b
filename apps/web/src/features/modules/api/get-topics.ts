import { queryOptions, useQuery } from '@tanstack/react-query';
import { TopicListSchema } from '@aatd/contract';
import { api } from '@/lib/api-client';
import { moduleKeys } from './keys';

/** GET /api/education/topics — the Topic select's options. */
export const getTopics = async (signal?: AbortSignal) =>
  TopicListSchema.parse(await api.get('/education/topics', { signal }));

export const getTopicsQueryOptions = () =>
  queryOptions({ queryKey: moduleKeys.topics, queryFn: ({ signal }) => getTopics(signal), staleTime: 10 * 60_000 });

export const useTopics = () => useQuery(getTopicsQueryOptions());
