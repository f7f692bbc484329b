import type {
  AddPasskey,
  Passkey,
  PasskeyList,
  PasskeyOptions,
  PasskeyResult,
  RemovePasskey,
  RenamePasskey,
} from '@aatd/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { createPasskey } from '@/lib/passkey-ceremony';

export const passkeyKeys = { own: ['passkeys', 'own'] as const };

/** GET /api/user/passkeys */
export const usePasskeys = () =>
  useQuery({
    queryKey: passkeyKeys.own,
    queryFn: ({ signal }) => api.get<PasskeyList>('/user/passkeys', { signal }),
  });

/** Both lists change together: a passkey is also a second factor (the console's gate reads that). */
const useInvalidate = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['passkeys'] }),
      client.invalidateQueries({ queryKey: ['second-factor'] }),
    ]);
};

/**
 * Add a passkey: POST /api/user/passkeys/options, the browser's passkey prompt, then
 * POST /api/user/passkeys with the name and the device's answer.
 */
export function useAddPasskey() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ name }: { name: string }) => {
      const { options } = await api.post<PasskeyOptions>('/user/passkeys/options');
      const credential = (await createPasskey(options)) as AddPasskey['credential'];
      return api.post<Passkey>('/user/passkeys', { name, credential } satisfies AddPasskey);
    },
    onSuccess: invalidate,
  });
}

/** PUT /api/user/passkeys/:id */
export function useRenamePasskey() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ...body }: RenamePasskey & { id: number }) => api.put<Passkey>(`/user/passkeys/${id}`, body),
    onSuccess: invalidate,
  });
}

/** POST /api/user/passkeys/:id/remove (asks for the password again) */
export function useRemovePasskey() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ...body }: RemovePasskey & { id: number }) =>
      api.post<PasskeyResult>(`/user/passkeys/${id}/remove`, body),
    onSuccess: invalidate,
  });
}
