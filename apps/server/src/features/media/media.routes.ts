import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { parseByteRange } from '../../lib/byte-range.js';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../core/users/access-token.repository.js';
import { bearerToken, MEDIA_COOKIE, MEDIA_COOKIE_PATH } from '../../core/request-token.js';
import { findUpload, isPublicUpload, openUpload } from './media.service.js';

/**
 * GET /api/media/* serves files under uploads/ in the file storage (DATA_DIR/uploads or the bucket): members-only unless under public/. A page
 * first opens a media session (the HttpOnly cookie of core/request-token.ts), because an <img>,
 * <video> or PDF load cannot send the access token. Byte ranges are honoured so a video can seek
 * and plays on Safari.
 */
const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.env.publicUrl.startsWith('https:');
  const cookie = (value: string, maxAge: number) =>
    `${MEDIA_COOKIE}=${encodeURIComponent(value)}; Path=${MEDIA_COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

  app.post(
    '/media/session',
    { onRequest: app.authenticate, schema: { tags: ['media'], response: { 204: z.null() } } },
    async (req, reply) => {
      // The cookie lives as long as the token may; revoking the token ends it too.
      reply.header('Set-Cookie', cookie(bearerToken(req) ?? '', ACCESS_TOKEN_TTL_SECONDS));
      return reply.code(204).send(null);
    },
  );

  app.delete('/media/session', { schema: { tags: ['media'], response: { 204: z.null() } } }, async (_req, reply) => {
    reply.header('Set-Cookie', cookie('', 0));
    return reply.code(204).send(null);
  });

  app.get(
    '/media/*',
    {
      // A visitor may read public files; anyone else is identified before the file is looked up.
      onRequest: async (req, reply) => {
        const requested = decodeURIComponent(req.url.replace(/^\/api\/media\//, '').split('?')[0] ?? '');
        if (!isPublicUpload(requested)) await app.authenticateMedia(req, reply);
      },
      schema: { hide: true, params: z.object({ '*': z.string().max(300) }) },
    },
    async (req, reply) => {
      const upload = await findUpload(app, req.member, req.params['*']);
      const { key, type, size } = upload;
      reply
        .header('Content-Type', type)
        .header('Accept-Ranges', 'bytes')
        .header('Cache-Control', isPublicUpload(req.params['*']) ? 'public, max-age=86400' : 'private, max-age=3600')
        .header('X-Content-Type-Options', 'nosniff');
      if (type === 'application/pdf') {
        // A PDF is never a page of our origin: saved as a file (the module page's viewer reads it
        // with fetch, which this does not change), and sandboxed should a browser render it anyway.
        const name = path.posix.basename(key).replace(/[^\w.-]/g, '_');
        reply
          .header('Content-Disposition', `attachment; filename="${name}"`)
          .header('Content-Security-Policy', 'sandbox');
      }
      const range = parseByteRange(req.headers.range, size);
      if (range === 'unsatisfiable') {
        reply.header('Content-Range', `bytes */${size}`);
        throw new AppError(416, 'rangeNotSatisfiable', 'The requested range is outside the file.');
      }
      if (range) {
        return reply
          .code(206)
          .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
          .header('Content-Length', range.end - range.start + 1)
          .send(await openUpload(app, upload, range));
      }
      return reply.header('Content-Length', size).send(await openUpload(app, upload));
    },
  );
};
export default mediaRoutes;
