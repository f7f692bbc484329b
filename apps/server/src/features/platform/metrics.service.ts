import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../lib/app-error.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Who may read GET /api/metrics: with METRICS_TOKEN, whoever sends it as a bearer token; without,
 * only a caller on this machine that no proxy forwarded (a reverse proxy on the same host would
 * otherwise make every visitor look local).
 */
export function assertMayReadMetrics(app: Pick<FastifyInstance, 'env'>, req: FastifyRequest): void {
  const token = app.env.METRICS_TOKEN;
  if (token) {
    const sent = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!sent || !timingSafeEqual(digest(sent), digest(token))) {
      throw unauthorized('The metrics need the token set in METRICS_TOKEN, as a bearer token.');
    }
    return;
  }
  if (!LOOPBACK.has(req.socket.remoteAddress ?? '') || req.headers['x-forwarded-for'] !== undefined) {
    throw forbidden('Without METRICS_TOKEN the metrics are served to this machine only.');
  }
}
