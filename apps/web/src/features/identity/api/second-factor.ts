import { OIDC_PATH, type ErrorResponse, type SecondFactorSignInResult } from '@aatd/contract';
import { ApiError, apiErrorFrom, parseJson } from '@/lib/api-client';

/**
 * The code step of sign-in. It is part of the provider's interaction, so it posts to
 * the interaction's own address under /oidc (where its cookie is sent), not to /api.
 */
export async function submitSecondFactor(interaction: string, code: string): Promise<SecondFactorSignInResult> {
  let res: Response;
  try {
    res = await fetch(`${OIDC_PATH}/interaction/${encodeURIComponent(interaction)}/second-factor`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ code }),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'network', 'The server could not be reached. Check your connection and try again.');
  }
  const data = (parseJson(await res.text()) ?? {}) as Partial<ErrorResponse> & Partial<SecondFactorSignInResult>;
  if (!res.ok || typeof data.redirectTo !== 'string') throw apiErrorFrom(res.status, data);
  return { redirectTo: data.redirectTo };
}
