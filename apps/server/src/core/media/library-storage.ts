import { randomUUID } from 'node:crypto';
import type { FileStorage } from '../storage/file-storage.js';

/**
 * The one storage of the console's media library: files under uploads/library in the file storage, served to
 * members by GET /api/media/* (features/media). A file's reference is 'library/<uuid>.<ext>'; an
 * image also has its card and thumbnail sizes beside it ('library/<uuid>-card.webp',
 * '-thumb.webp'). The random name is all a URL reveals.
 *
 * Uploads arrive in DATA_DIR/incoming first (core/uploads; never served), are checked there, then stored.
 */
const FOLDER = 'library';
const OWN_FILE = /^library\/([0-9a-f-]{36})\.(webp|pdf|mp4)$/;

export type LibraryVariant = 'card' | 'thumb';

/** A new, unused reference for a file of this extension. */
export const newLibraryPath = (ext: 'webp' | 'pdf' | 'mp4') => `${FOLDER}/${randomUUID()}.${ext}`;

/** The part of a reference that every address of the file contains ('library/<uuid>'), for "where used". */
export const libraryKey = (stored: string) => stored.replace(/\.[a-z0-9]+$/, '');

/** The reference of an image's smaller size. */
export const variantPath = (stored: string, variant: LibraryVariant) => `${libraryKey(stored)}-${variant}.webp`;

const keyOf = (stored: string) => {
  if (!OWN_FILE.test(stored) && !/^library\/[0-9a-f-]{36}-(card|thumb)\.webp$/.test(stored)) {
    throw new Error(`not a library file: ${stored}`);
  }
  return `uploads/${stored}`;
};

/** Writes bytes (an image re-encoded, a checked PDF) under their reference. */
export async function saveLibraryFile(storage: FileStorage, stored: string, bytes: Uint8Array): Promise<void> {
  await storage.put(keyOf(stored), bytes);
}

/** Moves a checked incoming file (a video, too big to hold in memory) under its reference. */
export async function moveIntoLibrary(storage: FileStorage, incoming: string, stored: string): Promise<void> {
  await storage.putFile(keyOf(stored), incoming);
}

/** Removes a library file and its sizes. Anything else is left alone; a missing file is no error. */
export async function deleteLibraryFile(storage: FileStorage, stored: string): Promise<void> {
  if (!OWN_FILE.test(stored)) return;
  await Promise.all(
    [stored, variantPath(stored, 'card'), variantPath(stored, 'thumb')].map((f) => storage.delete(`uploads/${f}`)),
  );
}
