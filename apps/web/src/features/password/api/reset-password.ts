import type { MessageResponse, ResetPasswordBody } from '@aatd/contract';
import { useMutation } from '@tanstack/react-query';
import { altchaHeaders } from '@/components/ui/altcha-widget';
import { api } from '@/lib/api-client';

/** POST /api/user/reset-password: sets the new password with the link's single-use token. */
export const resetPassword = ({ body, altcha }: { body: ResetPasswordBody; altcha: string }) =>
  api.post<MessageResponse>('/user/reset-password', body, { headers: altchaHeaders(altcha) });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
