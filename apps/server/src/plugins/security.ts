import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

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

/** The policy every answer carries (helmet's options). */
const securityOptions = (docCheckAuthorizeUrl?: string): HelmetOptions => ({
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
      frameSrc: frameSources(docCheckAuthorizeUrl),
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: process.env.NODE_ENV === 'production',
});

/**
 * The headers helmet sets for `options`, worked out once. They never depend on the request, and
 * building them per request (what @fastify/helmet does) cost a quarter of a small answer's CPU.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, collect as unknown as ServerResponse, (err?: unknown) => (failure = err));
  if (failure) throw failure;
  return headers;
}

/** Every answer, API, page, file or error, carries the same security headers (set before routing). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders(securityOptions(app.deployment.docCheck?.authorizeUrl));
  const entries = Object.entries(headers);
  // On the raw response, as helmet does: the OpenID Provider's pages hijack the reply and write it
  // themselves. A route's own reply.header() still wins (Node merges, writeHead's value first).
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of entries) reply.raw.setHeader(name, value);
    done();
  });
}
