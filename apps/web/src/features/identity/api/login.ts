import { ALTCHA_HEADER, type Login, type LoginResponse } from '@aatd/contract';
import { api } from '@/lib/api-client';

/**
 * POST /api/auth/login with the solved ALTCHA in its header; answers the one-time session token.
 * A plain call, not a query-cache mutation: the login form also runs without the app's data layer.
 */
export const login = ({ altcha, ...body }: Login & { altcha: string }) =>
  api.post<LoginResponse>('/auth/login', body, { headers: { [ALTCHA_HEADER]: altcha } });
