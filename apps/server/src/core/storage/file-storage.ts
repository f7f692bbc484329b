import type { Readable } from 'node:stream';
import type { Env } from '../../config/env.js';
import type { ByteRange } from '../../lib/byte-range.js';
import { LocalFileStorage } from './local-storage.js';
import { S3FileStorage } from './s3-storage.js';

/**
 * Where the product's files live: uploads (photos, the media library, sample images and videos)
 * and data-export ZIPs. A key is the file's path as it lies under DATA_DIR on the local disk
 * ('uploads/library/<uuid>.webp', 'exports/<uuid>.zip'), and the same key names the object in a
 * bucket, so switching STORAGE moves no reference in the database.
 *
 * What stays on the local disk whatever STORAGE says: the embedded database, the generated secret
 * key, the CLI socket and DATA_DIR/incoming, where uploads are streamed and checked before they
 * are stored here.
 */
export interface FileStorage {
  /** 'local' or 's3', for the operator's log line and the backup's note. */
  readonly kind: 'local' | 's3';
  /** Where files go, without secrets: a folder or `s3://bucket/prefix`. */
  readonly location: string;
  /** Writes bytes under the key, replacing what was there. `private` files (exports) are never served. */
  put(key: string, bytes: Uint8Array, opts?: PutOptions): Promise<void>;
  /** Stores a local file (a checked upload) under the key; the local file is gone afterwards. */
  putFile(key: string, localFile: string, opts?: PutOptions): Promise<void>;
  /** The whole file, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** The file's size, or null when there is none. */
  stat(key: string): Promise<{ size: number } | null>;
  /** The file's bytes (inclusive range, or all) as a stream; a missing file rejects with MissingFile. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes the file; a missing file is no error. */
  delete(key: string): Promise<void>;
}

export interface PutOptions {
  contentType?: string;
  private?: boolean;
}

/** The storage did not answer (a bucket's server down or unreachable): the caller may retry soon. */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super('the file storage is unavailable', { cause });
  }
}

/** The local disk (or quota) has no room for the file: an operator must free space or grow the disk. */
export function isDiskFull(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as NodeJS.ErrnoException).code;
    // 53100: PostgreSQL's (and the embedded database's) disk_full.
    if (code === 'ENOSPC' || code === 'EDQUOT' || code === '53100') return true;
  }
  return false;
}

export class MissingFile extends Error {
  constructor(key: string) {
    super(`no stored file ${key}`);
  }
}

/**
 * Refuses keys that could leave the storage's root: absolute, with '..', '.', empty segments or NUL.
 * Every implementation checks with this, so a key taken from a URL is safe in both.
 */
export function checkKey(key: string): string {
  const segments = key.split('/');
  if (key.includes('\0') || key.includes('\\') || segments.some((s) => s === '' || s === '.' || s === '..')) {
    throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  }
  return key;
}

/** A key is safe to use (see checkKey). */
export const isStorageKey = (key: string) => {
  try {
    checkKey(key);
    return true;
  } catch {
    return false;
  }
};

const made = new WeakMap<Env, FileStorage>();

/** The storage the configuration chooses (STORAGE, S3_*), one per loaded environment. */
export function fileStorage(env: Env): FileStorage {
  let storage = made.get(env);
  if (!storage) {
    storage = env.s3 ? new S3FileStorage(env.s3) : new LocalFileStorage(env.dataDir);
    made.set(env, storage);
  }
  return storage;
}
