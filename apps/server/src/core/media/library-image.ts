import type { FileStorage } from '../storage/file-storage.js';
import { encodeImage } from './media-checks.js';
import { deleteLibraryFile, newLibraryPath, saveLibraryFile, variantPath } from './library-storage.js';

export interface StoredLibraryFile {
  path: string;
  mime: string;
  byteSize: number;
  width: number | null;
  height: number | null;
}

/**
 * An image into the library's storage as every upload is: decoded in full and re-encoded in
 * three sizes without its metadata (a file that does not decode is refused by encodeImage).
 */
export async function storeLibraryImage(storage: FileStorage, bytes: Buffer): Promise<StoredLibraryFile> {
  const image = await encodeImage(bytes);
  const path = newLibraryPath('webp');
  try {
    await saveLibraryFile(storage, path, image.display);
    await saveLibraryFile(storage, variantPath(path, 'card'), image.card);
    await saveLibraryFile(storage, variantPath(path, 'thumb'), image.thumb);
  } catch (err) {
    // One size failed (a full disk, a bucket gone): no reference will name the others.
    await deleteLibraryFile(storage, path).catch(() => undefined);
    throw err;
  }
  return { path, mime: 'image/webp', byteSize: image.display.length, width: image.width, height: image.height };
}
