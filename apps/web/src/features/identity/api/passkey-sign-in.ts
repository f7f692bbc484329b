import type { LoginResponse, PasskeyOptions, PasskeySignIn } from '@aatd/contract';
import { api } from '@/lib/api-client';
import { getPasskey } from '@/lib/passkey-ceremony';

/**
 * Passkey sign-in: POST /api/auth/passkey/options, the browser's passkey prompt, then
 * POST /api/auth/passkey/verify; answers the same one-time session token as the password step.
 * Loaded when the button is clicked, with the WebAuthn library.
 */
export async function signInWithPasskey(): Promise<LoginResponse> {
  const { options } = await api.post<PasskeyOptions>('/auth/passkey/options');
  const credential = (await getPasskey(options)) as PasskeySignIn['credential'];
  return api.post<LoginResponse>('/auth/passkey/verify', { credential });
}
