import { randomUUID } from 'node:crypto';
import type { FileStorage } from '../storage/file-storage.js';

/**
 * Data-export ZIPs under exports/ in the file storage, never served by the media route: the only
 * way out is the member's single-use download. The stored key is the random file name alone.
 */
const FOLDER = 'exports';
const KEY = /^[0-9a-f-]{36}\.zip$/;

const keyOf = (key: string) => {
  if (!KEY.test(key)) throw new Error(`not an export file key: ${key}`);
  return `${FOLDER}/${key}`;
};

export async function saveExportFile(storage: FileStorage, bytes: Uint8Array): Promise<string> {
  const key = `${randomUUID()}.zip`;
  await storage.put(keyOf(key), bytes, { private: true, contentType: 'application/zip' });
  return key;
}

export async function readExportFile(storage: FileStorage, key: string): Promise<Buffer> {
  const bytes = await storage.get(keyOf(key));
  if (!bytes) throw new Error(`the export file ${key} is missing from the file storage`);
  return bytes;
}

/** A missing file is not an error: the row is what counts. */
export async function deleteExportFile(storage: FileStorage, key: string | null | undefined): Promise<void> {
  if (!key || !KEY.test(key)) return;
  await storage.delete(keyOf(key));
}
