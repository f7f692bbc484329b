import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Local-disk storage for re-encoded profile images under DATA_DIR/uploads (served by the media
 * route). Names are random, so one member cannot guess or overwrite another's file.
 */
export async function saveAvatar(dataDir: string, image: Buffer, ext: 'webp' | 'jpeg'): Promise<string> {
  const relative = `avatars/${randomUUID()}.${ext === 'jpeg' ? 'jpg' : ext}`;
  const full = path.join(dataDir, 'uploads', relative);
  await fs.mkdir(path.dirname(full), { recursive: true });
  await fs.writeFile(full, image, { flag: 'wx' });
  return relative;
}

export async function removeAvatar(dataDir: string, relative: string): Promise<void> {
  await fs.rm(path.join(dataDir, 'uploads', relative), { force: true });
}
