import type { OwnProfile } from '@aatd/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQueryOptions } from '@/lib/current-user';
import { ownProfileQueryKey } from './get-own-profile';

/** PUT /api/user, multipart (see utils/profile-form-data.ts for what is sent). */
export const updateProfile = async (body: FormData): Promise<OwnProfile> =>
  (await api.put<{ data: OwnProfile }>('/user', body)).data;

/** On success the header and side panel (current user) show the new name and photo at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(ownProfileQueryKey, profile);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryOptions.queryKey });
    },
  });
}
