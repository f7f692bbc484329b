import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../../core/access-policy.js';
import { forbidden } from '../../lib/app-error.js';

export const DEV_MAILBOX_REFUSED = 'The development mailbox is open only on this machine or to administrators.';

/** Headers a reverse proxy adds: such a request only looks local, it came from elsewhere. */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

const isLoopback = (address: string) => address === '::1' || /^(::ffff:)?127\./.test(address);

/** The socket's own peer, not req.ip: a proxy-trusting setup would let a header decide. */
export const fromThisMachine = (req: FastifyRequest) =>
  isLoopback(req.raw.socket.remoteAddress ?? '') && !PROXY_HEADERS.some((h) => h in req.headers);

/**
 * The mailbox's access policy. The outbox holds live verification and reset links, so it is read
 * by a browser on this machine (development, the browser tests) or with an admin's access token; a
 * server reachable from the network never hands everyone's sign-up links to anyone. Everyone else
 * (a visitor too) gets 403, so the refusal says what would be allowed.
 */
export function requireMailboxReader(actor: Actor, local: boolean): void {
  if (local) return;
  if (!actor?.isAdmin) throw forbidden(DEV_MAILBOX_REFUSED);
}

/**
 * The route's onRequest: who is calling, settled before the query is validated. A request from
 * this machine needs no token; any other caller presenting one must present a valid one (401).
 */
export const identifyMailboxReader =
  (app: FastifyInstance) =>
  async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (fromThisMachine(req) || !req.headers.authorization) return;
    await app.authenticate(req, reply);
  };
