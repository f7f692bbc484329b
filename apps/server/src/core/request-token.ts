import type { FastifyRequest } from 'fastify';

/** The access token of an API call (`Authorization: Bearer …`), or null. */
export function bearerToken(req: Pick<FastifyRequest, 'headers'>): string | null {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length < 512 ? token : null;
}

/**
 * An <img>, <video> or PDF load cannot send the Authorization header, so members-only files are
 * read with this cookie instead: it carries the member's access token, is HttpOnly and is sent to
 * /api/media only, so no other route ever accepts it (no cross-site writes ride on it).
 */
export const MEDIA_COOKIE = 'aatd_media';
export const MEDIA_COOKIE_PATH = '/api/media';

export function mediaCookieToken(req: Pick<FastifyRequest, 'headers'>): string | null {
  const cookies = req.headers.cookie ?? '';
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === MEDIA_COOKIE) {
      const token = decodeURIComponent(value.join('='));
      return token.length > 0 && token.length < 512 ? token : null;
    }
  }
  return null;
}

/** Who made a signed-in call, for services that keep the caller's session or audit the address. */
export const callerSession = (req: Pick<FastifyRequest, 'headers' | 'ip'>) => ({
  token: bearerToken(req),
  ip: req.ip,
  origin: req.headers.origin,
});
