import type { Env } from '../../config/env.js';

/**
 * The relying party of a ceremony: the public site's host as the RP ID and its origin. Outside
 * production the browser may be on the other loopback name (localhost or 127.0.0.1, as the
 * provider's redirect URIs allow); the caller's Origin header picks that one, so a passkey made
 * on http://localhost:3000 works there. In production only PUBLIC_URL counts.
 */
export function relyingParty(env: Env, originHeader: string | undefined): { rpId: string; origin: string } {
  const own = new URL(env.publicUrl);
  if (env.NODE_ENV !== 'production' && originHeader) {
    try {
      const asked = new URL(originHeader);
      const loopback = ['localhost', '127.0.0.1'].includes(asked.hostname);
      if (loopback && ['localhost', '127.0.0.1'].includes(own.hostname) && asked.port === own.port) {
        return { rpId: asked.hostname, origin: asked.origin };
      }
    } catch {
      // Not a URL: fall through to the public site.
    }
  }
  return { rpId: own.hostname, origin: own.origin };
}
