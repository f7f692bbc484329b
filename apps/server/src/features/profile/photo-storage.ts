import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Profile photos live under DATA_DIR/uploads/profile and are served by GET /api/media/* (see
 * features/media). The stored reference is the path under uploads, e.g. 'profile/<uuid>.webp'; the
 * random name is the only thing a URL reveals.
 */
const FOLDER = 'profile';
const OWN_FILE = /^profile\/[0-9a-f-]{36}\.(webp|jpg)$/;

export async function savePhoto(dataDir: string, image: Buffer, ext: 'webp' | 'jpg'): Promise<string> {
  const rel = `${FOLDER}/${randomUUID()}.${ext}`;
  const dir = path.join(dataDir, 'uploads', FOLDER);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dataDir, 'uploads', rel), image, { flag: 'wx' });
  return rel;
}

/**
 * Removes a photo this feature stored. Anything else (sample images, absolute URLs) is left alone,
 * and a missing file is not an error: the database row is what counts.
 */
export async function deletePhoto(dataDir: string, stored: string | null | undefined): Promise<void> {
  if (!stored || !OWN_FILE.test(stored)) return;
  await fs.rm(path.join(dataDir, 'uploads', stored), { force: true });
}
