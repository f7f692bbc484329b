import type { UndeliveredMailPage } from '@aatd/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const undeliveredKeys = {
  all: ['console', 'mail', 'undelivered'] as const,
  page: (page: number) => [...undeliveredKeys.all, page] as const,
};

/** GET /api/admin/mail/undelivered: the mails the outbox gave up on, newest first. */
export const useUndeliveredMail = (page: number) =>
  useQuery(
    queryOptions({
      queryKey: undeliveredKeys.page(page),
      queryFn: ({ signal }) => api.get<UndeliveredMailPage>('/admin/mail/undelivered', { query: { page }, signal }),
      placeholderData: keepPreviousData,
      // Another admin may have acted meanwhile, and new mails may have died: always start from the latest.
      staleTime: 0,
    }),
  );

/** POST /api/admin/mail/undelivered/:id/{retry,discard} (audited on the server); the list refreshes after. */
export function useActOnUndelivered() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'retry' | 'discard' }) =>
      api.post<{ ok: true }>(`/admin/mail/undelivered/${id}/${action}`),
    onSettled: () => void client.invalidateQueries({ queryKey: undeliveredKeys.all }),
  });
}
