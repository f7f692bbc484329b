import type { TopicList } from '@aatd/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentKeys } from './keys';

/** GET /api/education/topics: the topics members find modules under, offered while typing a module's topic. */
export const useModuleTopics = (enabled: boolean) =>
  useQuery({
    queryKey: [...contentKeys.all, 'module-topics'],
    queryFn: ({ signal }) => api.get<TopicList>('/education/topics', { signal }),
    enabled,
    staleTime: 60_000,
  });
