import type { MessageResponse } from '@aatd/contract';
import { useMutation } from '@tanstack/react-query';
import { altchaHeaders } from '@/components/ui/altcha-widget';
import { api } from '@/lib/api-client';

/** POST /api/user/reset-password-email: mails a reset link (bot check in the header). */
export const requestPasswordReset = ({ email, altcha }: { email: string; altcha: string }) =>
  api.post<MessageResponse>('/user/reset-password-email', { email }, { headers: altchaHeaders(altcha) });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
