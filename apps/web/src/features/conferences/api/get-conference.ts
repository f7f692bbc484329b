import { queryOptions, useQuery } from '@tanstack/react-query';
import { ConferenceDetailSchema } from '@aatd/contract';
import { api } from '@/lib/api-client';

/** GET /api/information/conference/:conferenceId — the video link comes tagged for this member. */
export async function getConference(id: number, signal?: AbortSignal) {
  return ConferenceDetailSchema.parse(await api.get(`/information/conference/${id}`, { signal }));
}

export const getConferenceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['posts', 'conferences', 'detail', id],
    queryFn: ({ signal }) => getConference(id, signal),
  });

export const useConference = (id: number) => useQuery(getConferenceQueryOptions(id));
