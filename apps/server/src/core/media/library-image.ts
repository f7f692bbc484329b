import type { FileStorage } from '../storage/file-storage.js';
import { encodeImage } from './media-checks.js';
import { newLibraryPath, saveLibraryFile, variantPath } from './library-storage.js';

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
  await saveLibraryFile(storage, path, image.display);
  await saveLibraryFile(storage, variantPath(path, 'card'), image.card);
  await saveLibraryFile(storage, variantPath(path, 'thumb'), image.thumb);
  return { path, mime: 'image/webp', byteSize: image.display.length, width: image.width, height: image.height };
}
