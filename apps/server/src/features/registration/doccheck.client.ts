import type { Deployment } from '../../config/deployment.js';

export type DocCheckSettings = NonNullable<Deployment['docCheck']>;

/** What a successful DocCheck login proves; kept as evidence on the verification request. */
export interface DocCheckIdentity {
  uniqueId: string;
  professionId: number | null;
  /** Granted profile fields other than personal data we do not need (kept small). */
  country: string | null;
}

export class DocCheckError extends Error {
  constructor(
    readonly stage: 'token' | 'userData' | 'mismatch',
    message: string,
  ) {
    super(message);
    this.name = 'DocCheckError';
  }
}

const TIMEOUT_MS = 10_000;

const readJson = async (res: Response): Promise<Record<string, unknown>> => {
  const body = (await res.json().catch(() => ({}))) as unknown;
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
};

/**
 * DocCheck Login's OAuth2 authorization-code exchange (docs.doccheck.com, "Access token endpoint"
 * and "User data endpoint"): the code from the login frame is exchanged at the token endpoint with
 * the client's credentials and the registered redirect URI; a successful answer means DocCheck
 * authenticated the user as a verified professional. The user data endpoint then names them.
 * `expectedUniqueKey` (the uniquekey the login frame returned to the browser) must match.
 */
export async function exchangeDocCheckCode(
  settings: DocCheckSettings,
  input: { code: string; redirectUri: string; expectedUniqueKey?: string },
  fetchImpl: typeof fetch = fetch,
): Promise<DocCheckIdentity> {
  const tokenRes = await fetchImpl(settings.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri,
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const token = await readJson(tokenRes);
  if (!tokenRes.ok || typeof token.access_token !== 'string') {
    // DocCheck's error body is { error, error_description }; neither holds the code or secret.
    throw new DocCheckError('token', String(token.error ?? `token endpoint answered ${tokenRes.status}`));
  }

  const url = new URL(settings.userInfoUrl);
  url.searchParams.set('dc_oauth_format', 'json'); // JSON-encoded values instead of HTML entities
  const dataRes = await fetchImpl(url, {
    headers: { authorization: `Bearer ${token.access_token}`, accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const data = await readJson(dataRes);
  const uniqueId = data.unique_id ?? data.uniquekey;
  if (!dataRes.ok || (typeof uniqueId !== 'string' && typeof uniqueId !== 'number')) {
    throw new DocCheckError('userData', String(data.error ?? `user data endpoint answered ${dataRes.status}`));
  }
  if (input.expectedUniqueKey && String(uniqueId) !== input.expectedUniqueKey) {
    throw new DocCheckError('mismatch', 'the DocCheck user does not match the login frame');
  }
  const professionId = Number(data.profession_id);
  return {
    uniqueId: String(uniqueId),
    professionId: Number.isFinite(professionId) && data.profession_id !== undefined ? professionId : null,
    country: typeof data.address_country_iso === 'string' ? data.address_country_iso : null,
  };
}
