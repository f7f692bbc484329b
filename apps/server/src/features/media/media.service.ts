import path from 'node:path';
import { requireMember, type Actor } from '../../core/access-policy.js';
import type { ServiceContext } from '../../core/service-context.js';
import { notFound } from '../../lib/app-error.js';
import type { Readable } from 'node:stream';
import { fileStorage, isStorageKey, MissingFile } from '../../core/storage/file-storage.js';
import type { ByteRange } from '../../lib/byte-range.js';

/** Only these types are served; never HTML or SVG, which could run script on our origin. */
const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
};

/** The storage key of a request path inside the uploads folder, or null if it would leave it. */
export function uploadKey(requested: string): string | null {
  if (requested.includes('\0') || requested.startsWith('/')) return null;
  const normal = path.posix.normalize(requested);
  const key = `uploads/${normal}`;
  return normal.startsWith('../') || normal === '..' || !isStorageKey(key) ? null : key;
}

export interface Upload {
  /** The storage key ('uploads/…'). */
  key: string;
  type: string;
  size: number;
}

/** Files under uploads/public/ (e.g. images of the public pages) are for everyone. */
export const isPublicUpload = (requested: string) => requested.startsWith('public/');

/**
 * A file under uploads/ in the file storage (sample images and videos, uploaded photos, education PDFs) of a
 * type we serve. Everything but uploads/public/ is for members: the route identifies the caller by
 * the access token or the media cookie before it asks.
 */
export async function findUpload(ctx: ServiceContext, actor: Actor, requested: string): Promise<Upload> {
  if (!isPublicUpload(requested)) requireMember(actor);
  const key = uploadKey(requested);
  const type = key ? TYPES[path.posix.extname(key).toLowerCase()] : undefined;
  if (!key || !type) throw notFound('The file');
  const stat = await fileStorage(ctx.env).stat(key);
  if (!stat) throw notFound('The file');
  return { key, type, size: stat.size };
}

/** The file's bytes (or the range asked for); a file removed since findUpload is a 404 too. */
export function openUpload(ctx: Pick<ServiceContext, 'env'>, upload: Upload, range?: ByteRange): Promise<Readable> {
  return fileStorage(ctx.env)
    .read(upload.key, range)
    .catch((err: unknown) => {
      throw err instanceof MissingFile ? notFound('The file') : err;
    });
}
