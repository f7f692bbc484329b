import type { MessageResponse } from '@aatd/contract';
import { useMutation } from '@tanstack/react-query';
import { altchaHeaders } from '@/components/ui/altcha-widget';
import { api } from '@/lib/api-client';

/** POST /api/user/resend-verification-email: a new e-mail link (bot check in the header). */
export const resendVerification = ({ email, altcha }: { email: string; altcha: string }) =>
  api.post<MessageResponse>('/user/resend-verification-email', { email }, { headers: altchaHeaders(altcha) });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
