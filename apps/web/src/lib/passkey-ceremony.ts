/**
 * The browser's side of a passkey ceremony, shared by sign-in and My Account. The WebAuthn helper
 * library is imported only when a ceremony starts, so no page carries it before someone clicks.
 * Its failures become sentences a person can act on.
 */
export class PasskeyCeremonyError extends Error {
  constructor(
    message: string,
    readonly cancelled = false,
  ) {
    super(message);
  }
}

export const PASSKEY_NOT_SUPPORTED = 'This browser cannot use passkeys. Sign in with your password instead.';
const CANCELLED = 'The passkey request was cancelled or timed out. Please try again when you are ready.';

/** Whether the browser has WebAuthn at all (checked without loading the library). */
export const passkeysSupported = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

function explain(err: unknown, purpose: 'create' | 'get'): PasskeyCeremonyError {
  const code = (err as { code?: string }).code;
  const name = (err as { name?: string }).name;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') {
    return new PasskeyCeremonyError('This device already holds a passkey for your account.');
  }
  if (
    code === 'ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT' ||
    code === 'ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT'
  ) {
    return new PasskeyCeremonyError(
      'This authenticator cannot hold a passkey that verifies you (PIN, fingerprint or face). Try another device.',
    );
  }
  if (name === 'NotSupportedError') return new PasskeyCeremonyError(PASSKEY_NOT_SUPPORTED);
  if (name === 'SecurityError' || code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID') {
    return new PasskeyCeremonyError('Passkeys do not work on this address of the site. Open it at its usual address.');
  }
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') {
    return new PasskeyCeremonyError(CANCELLED, true);
  }
  return new PasskeyCeremonyError(
    purpose === 'create' ? 'The passkey could not be created. Please try again.' : CANCELLED,
    purpose === 'get',
  );
}

async function library() {
  if (!passkeysSupported()) throw new PasskeyCeremonyError(PASSKEY_NOT_SUPPORTED);
  return import('@simplewebauthn/browser');
}

/** navigator.credentials.create with the server's options; answers what the server verifies. */
export async function createPasskey(optionsJSON: Record<string, unknown>) {
  const { startRegistration } = await library();
  try {
    return await startRegistration({ optionsJSON: optionsJSON as never });
  } catch (err) {
    throw explain(err, 'create');
  }
}

/** navigator.credentials.get with the server's options (any passkey of this site). */
export async function getPasskey(optionsJSON: Record<string, unknown>) {
  const { startAuthentication } = await library();
  try {
    return await startAuthentication({ optionsJSON: optionsJSON as never });
  } catch (err) {
    throw explain(err, 'get');
  }
}
