import type { FastifyReply } from 'fastify';

/**
 * Hands the answer to code that writes the raw response itself (the OpenID Provider, event
 * streams), with the headers the reply holds so far: the request id and the security set
 * (plugins/security.ts). Node never sees a hijacked reply's own headers.
 */
export function hijackWithHeaders(reply: FastifyReply): void {
  const headers = reply.getHeaders();
  for (const name in headers) {
    const value = headers[name];
    if (value !== undefined) reply.raw.setHeader(name, value);
  }
  reply.hijack();
}
