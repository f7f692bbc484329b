import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { CommonErrorCodes } from '@aatd/contract';

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/**
 * Serves the built web app. Hashed assets are cached for a year; any other GET that is not an API
 * or identity-provider path gets index.html so client-side routes survive a reload.
 */
export async function registerSpa(app: FastifyInstance, distDir = WEB_DIST): Promise<void> {
  const hasBuild = fs.existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, file) {
        if (file.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  const indexHtml = hasBuild ? fs.readFileSync(path.join(distDir, 'index.html'), 'utf8') : null;

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    const isPage = req.method === 'GET' && !url.startsWith('/api/') && url !== '/api' && !url.startsWith('/oidc');
    if (isPage && indexHtml) {
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
    }
    if (isPage) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app has not been built. Run `npm start` (it builds it) or `npm run build`.');
    }
    return reply.status(404).send({ errors: CommonErrorCodes.notFound, message: 'No such endpoint.' });
  });
}
