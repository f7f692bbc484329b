import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Data-export ZIPs under DATA_DIR/exports, never served by the media route: the only way out is the
 * member's single-use download. The stored key is the random file name alone.
 */
const FOLDER = 'exports';
const KEY = /^[0-9a-f-]{36}\.zip$/;

const fileOf = (dataDir: string, key: string) => {
  if (!KEY.test(key)) throw new Error(`not an export file key: ${key}`);
  return path.join(dataDir, FOLDER, key);
};

export async function saveExportFile(dataDir: string, bytes: Uint8Array): Promise<string> {
  const key = `${randomUUID()}.zip`;
  await fs.mkdir(path.join(dataDir, FOLDER), { recursive: true });
  await fs.writeFile(fileOf(dataDir, key), bytes, { flag: 'wx', mode: 0o600 });
  return key;
}

export const readExportFile = (dataDir: string, key: string) => fs.readFile(fileOf(dataDir, key));

/** A missing file is not an error: the row is what counts. */
export async function deleteExportFile(dataDir: string, key: string | null | undefined): Promise<void> {
  if (!key || !KEY.test(key)) return;
  await fs.rm(fileOf(dataDir, key), { force: true });
}
