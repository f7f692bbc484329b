import type { VerifyEmailResponse } from '@aatd/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/user/verifyUser: spends the e-mail link's token (no captcha: the token is the proof). */
export const verifyEmail = ({ recoveryToken }: { recoveryToken: string }) =>
  api.post<VerifyEmailResponse>('/user/verifyUser', { recoveryToken });

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
