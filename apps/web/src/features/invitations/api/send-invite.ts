import { INVITE_ERROR_CODES, INVITE_MESSAGES, type InviteBody } from '@aatd/contract';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

/** POST /api/user/invite */
export const sendInvite = (body: InviteBody) => api.post<{ message: string }>('/user/invite', body);

export const useSendInvite = () => useMutation({ mutationFn: sendInvite });

/** Part 2 §8: userAlreadyExist has its own text, every other failure the generic one. */
export const inviteErrorMessage = (err: unknown) =>
  err instanceof ApiError && err.code === INVITE_ERROR_CODES.userAlreadyExist
    ? INVITE_MESSAGES.userAlreadyExist
    : INVITE_MESSAGES.failed;
