import type { VerifyEmailResponse } from '@aatd/contract';
import { useMutation } from '@tanstack/react-query';
import { altchaHeaders } from '@/components/ui/altcha-widget';
import { api } from '@/lib/api-client';

/** POST /api/user/verifyUser: spends the e-mail link's token. */
export const verifyEmail = ({ recoveryToken, altcha }: { recoveryToken: string; altcha: string }) =>
  api.post<VerifyEmailResponse>('/user/verifyUser', { recoveryToken }, { headers: altchaHeaders(altcha) });

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
