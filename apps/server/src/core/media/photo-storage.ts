import { randomUUID } from 'node:crypto';
import type { ProcessedImage } from '../../lib/images.js';
import type { FileStorage } from '../storage/file-storage.js';

/**
 * The one storage of member photos (registration and Edit Profile): files under uploads/profile
 * in the file storage, served by GET /api/media/* (see features/media). The stored reference is
 * the path under uploads, e.g. 'profile/<uuid>.webp'; the random name is the only thing a URL
 * reveals, so one member cannot guess or overwrite another's file.
 */
const FOLDER = 'profile';

/**
 * Files this storage may delete: its own, and 'avatars/<uuid>' photos that registration stored
 * before it used this storage (members still hold them until they change their photo).
 */
const OWN_FILE = /^(profile|avatars)\/[0-9a-f-]{36}\.(webp|jpg)$/;

/** Stores a photo already checked and re-encoded by lib/images.ts and answers its reference. */
export async function savePhoto(storage: FileStorage, image: ProcessedImage): Promise<string> {
  const rel = `${FOLDER}/${randomUUID()}.${image.mime === 'image/webp' ? 'webp' : 'jpg'}`;
  await storage.put(`uploads/${rel}`, image.buffer, { contentType: image.mime });
  return rel;
}

/**
 * Removes a photo this storage holds. Anything else (sample images, absolute URLs) is left alone,
 * and a missing file is not an error: the database row is what counts.
 */
export async function deletePhoto(storage: FileStorage, stored: string | null | undefined): Promise<void> {
  if (!stored || !OWN_FILE.test(stored)) return;
  await storage.delete(`uploads/${stored}`);
}

/** The bytes of a photo this storage holds (for the member's data export); null for anything else or a missing file. */
export async function readPhoto(storage: FileStorage, stored: string | null | undefined): Promise<Buffer | null> {
  if (!stored || !OWN_FILE.test(stored)) return null;
  return storage.get(`uploads/${stored}`).catch(() => null);
}
