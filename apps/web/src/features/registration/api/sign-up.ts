import type { SignupResponse } from '@aatd/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { altchaHeaders } from '@/components/ui/altcha-widget';

/** POST /api/auth/signup: multipart form plus a solved ALTCHA in its header. */
export const signUp = ({ form, altcha }: { form: FormData; altcha: string }) =>
  api.post<SignupResponse>('/auth/signup', form, { headers: altchaHeaders(altcha) });

export const useSignUp = () => useMutation({ mutationFn: signUp });
