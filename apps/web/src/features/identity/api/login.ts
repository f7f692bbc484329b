import { ALTCHA_HEADER, type Login, type LoginResponse } from '@aatd/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/login with the solved ALTCHA in its header; answers the one-time session token. */
export const login = ({ altcha, ...body }: Login & { altcha: string }) =>
  api.post<LoginResponse>('/auth/login', body, { headers: { [ALTCHA_HEADER]: altcha } });

export const useLogin = () => useMutation({ mutationFn: login });
