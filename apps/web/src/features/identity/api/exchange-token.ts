import { TokenResponseSchema, type TokenExchange, type TokenResponse } from '@aatd/contract';
import { api } from '@/lib/api-client';

/** POST /api/user/token: the code from /callback and its PKCE verifier, for the member's tokens. */
export const exchangeToken = async (body: TokenExchange): Promise<TokenResponse> =>
  TokenResponseSchema.parse(await api.post('/user/token', body));
