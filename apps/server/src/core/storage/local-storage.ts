import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ByteRange } from '../../lib/byte-range.js';
import { checkKey, MissingFile, type FileStorage, type PutOptions } from './file-storage.js';

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Files as they have always lain: under DATA_DIR, the key being the path below it. */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local';
  readonly location: string;

  constructor(private readonly root: string) {
    this.location = root;
  }

  private fileOf(key: string) {
    return path.join(this.root, checkKey(key));
  }

  // Written beside the key and renamed into place, so a full disk or a crash never leaves a
  // truncated file under a key that members or the database name.
  async put(key: string, bytes: Uint8Array, opts: PutOptions = {}): Promise<void> {
    const file = this.fileOf(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomUUID()}.part`;
    try {
      await fs.promises.writeFile(partial, bytes, { mode: opts.private ? 0o600 : 0o644 });
      await fs.promises.rename(partial, file);
    } catch (err) {
      await fs.promises.rm(partial, { force: true });
      throw err;
    }
  }

  async putFile(key: string, localFile: string): Promise<void> {
    const file = this.fileOf(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    try {
      await fs.promises.rename(localFile, file);
    } catch (err) {
      // Another file system (an incoming folder mounted elsewhere): copy, then forget the original.
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
      const partial = `${file}.${randomUUID()}.part`;
      try {
        await fs.promises.copyFile(localFile, partial);
        await fs.promises.rename(partial, file);
      } catch (copyErr) {
        await fs.promises.rm(partial, { force: true });
        throw copyErr;
      }
      await fs.promises.rm(localFile, { force: true });
    }
  }

  async get(key: string): Promise<Buffer | null> {
    return fs.promises.readFile(this.fileOf(key)).catch((err: unknown) => {
      if (missing(err)) return null;
      throw err;
    });
  }

  async stat(key: string): Promise<{ size: number } | null> {
    const s = await fs.promises.stat(this.fileOf(key)).catch((err: unknown) => {
      if (missing(err)) return null;
      throw err;
    });
    return s?.isFile() ? { size: s.size } : null;
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.fileOf(key);
    // Opened first, so a missing file rejects here rather than as a stream error mid-reply.
    const handle = await fs.promises.open(file, 'r').catch((err: unknown) => {
      throw missing(err) ? new MissingFile(key) : err;
    });
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.fileOf(key), { force: true });
  }
}
