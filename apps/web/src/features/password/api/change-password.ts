import type { ChangePasswordBody, MessageResponse } from '@aatd/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/user/changePassword (signed in): the other sessions end, this one stays. */
export const changePassword = (body: ChangePasswordBody) => api.post<MessageResponse>('/user/changePassword', body);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
