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

/**
 * What a JSON answer needs (OWASP's REST set): nothing may run in it, frame it or sniff it. The
 * page policy's sources and the document-only headers mean nothing to JSON and made each small
 * answer's headers four times its body.
 */
function apiSecurityHeaders(hsts: string | undefined): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  };
}

/** Members' files may open as documents (a PDF in the browser's viewer): they keep the page set. */
const isJsonApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/media/');

/**
 * Every answer's first headers, set in one hook before routing: its request id, and its security set
 * (pages, files, errors and the identity provider the page set, the JSON API its own short set).
 * They go into the reply's own headers, which Node writes and checks once with the status line; set
 * on the raw response one by one, each was checked twice and the hook cost a small answer more than
 * its body. Code that writes the raw response itself takes them along (core/hijack.ts).
 */
export function registerAnswerHeaders(app: FastifyInstance): void {
  const pageHeaders = securityHeaders(securityOptions(app.deployment.docCheck?.authorizeUrl));
  const apiHeaders = apiSecurityHeaders(pageHeaders['strict-transport-security']);
  // A route's own reply.header() still wins: it replaces these.
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id).headers(isJsonApi(req.url) ? apiHeaders : pageHeaders);
    done();
  });
}
