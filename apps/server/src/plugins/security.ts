import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/** Hosts whose players may be framed (video embeds) and the DocCheck login frame. */
const FRAME_HOSTS = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
  'https://fast.wistia.net',
  'https://login.doccheck.com',
  'https://auth.doccheck.com',
];

/**
 * Frames the pages may hold: the embed hosts, the DocCheck login this deployment configures, and
 * this site itself, because the DocCheck frame ends on our own return page.
 */
export function frameSources(docCheckAuthorizeUrl?: string): string[] {
  const docCheck = docCheckAuthorizeUrl ? [new URL(docCheckAuthorizeUrl).origin] : [];
  return [...new Set(["'self'", ...FRAME_HOSTS, ...docCheck])];
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    // Strict policy: no inline script anywhere. Inline styles are allowed because the UI primitives
    // position popovers with style attributes.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        mediaSrc: ["'self'", 'https:'],
        frameSrc: frameSources(app.deployment.docCheck?.authorizeUrl),
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: process.env.NODE_ENV === 'production',
  });
}
