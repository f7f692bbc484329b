import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error.js';
import { parseByteRange } from '../../lib/byte-range.js';

/** Only these types are served; never HTML or SVG, which could run script on our origin. */
const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
};

/** Resolves a request path inside the uploads folder, or null if it would leave it. */
export function resolveUpload(uploadsDir: string, requested: string): string | null {
  if (requested.includes('\0')) return null;
  const root = path.resolve(uploadsDir);
  const full = path.resolve(root, requested);
  return full.startsWith(root + path.sep) ? full : null;
}

/**
 * GET /api/media/* serves files under DATA_DIR/uploads (sample images and videos, uploaded photos).
 * Public: an <img> or <video> cannot send the access token; the names are not secret content.
 * Byte ranges are honoured so a video can seek and plays on Safari.
 */
const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploadsDir = path.join(app.env.dataDir, 'uploads');
  app.get(
    '/media/*',
    { schema: { hide: true, params: z.object({ '*': z.string().max(300) }) } },
    async (req, reply) => {
      const file = resolveUpload(uploadsDir, req.params['*']);
      const type = file ? TYPES[path.extname(file).toLowerCase()] : undefined;
      if (!file || !type) throw notFound('The file');
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat?.isFile()) throw notFound('The file');
      reply
        .header('Content-Type', type)
        .header('Accept-Ranges', 'bytes')
        .header('Cache-Control', 'public, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff');
      const range = parseByteRange(req.headers.range, stat.size);
      if (range === 'unsatisfiable') {
        reply.header('Content-Range', `bytes */${stat.size}`);
        throw new AppError(416, 'rangeNotSatisfiable', 'The requested range is outside the file.');
      }
      if (range) {
        return reply
          .code(206)
          .header('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`)
          .header('Content-Length', range.end - range.start + 1)
          .send(fs.createReadStream(file, range));
      }
      return reply.header('Content-Length', stat.size).send(fs.createReadStream(file));
    },
  );
};
export default mediaRoutes;
