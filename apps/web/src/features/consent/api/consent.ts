import type { AcceptConsentsBody, ConsentStatus } from '@aatd/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const consentStatusQueryOptions = queryOptions({
  queryKey: ['user', 'consents'],
  queryFn: ({ signal }) => api.get<ConsentStatus>('/user/consents', { signal }),
  staleTime: 0,
});

export const acceptConsents = (body: AcceptConsentsBody) => api.post<ConsentStatus>('/user/consents', body);
