import fs from 'node:fs';
import path from 'node:path';
import { requireMember, type Actor } from '../../core/access-policy.js';
import type { ServiceContext } from '../../core/service-context.js';
import { notFound } from '../../lib/app-error.js';

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

export interface Upload {
  file: string;
  type: string;
  size: number;
}

/** Files under uploads/public/ (e.g. images of the public pages) are for everyone. */
export const isPublicUpload = (requested: string) => requested.startsWith('public/');

/**
 * A file under DATA_DIR/uploads (sample images and videos, uploaded photos, education PDFs) of a
 * type we serve. Everything but uploads/public/ is for members: the route identifies the caller by
 * the access token or the media cookie before it asks.
 */
export async function findUpload(ctx: ServiceContext, actor: Actor, requested: string): Promise<Upload> {
  if (!isPublicUpload(requested)) requireMember(actor);
  const file = resolveUpload(path.join(ctx.env.dataDir, 'uploads'), requested);
  const type = file ? TYPES[path.extname(file).toLowerCase()] : undefined;
  if (!file || !type) throw notFound('The file');
  const stat = await fs.promises.stat(file).catch(() => null);
  if (!stat?.isFile()) throw notFound('The file');
  return { file, type, size: stat.size };
}
