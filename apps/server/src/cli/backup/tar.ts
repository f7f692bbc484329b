import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';

/**
 * A minimal ustar archive: regular files only, written and read sequentially with random access for
 * the reader (an entry is copied out of the archive by its offset, never held in memory whole).
 */
const BLOCK = 512;

export interface TarEntry {
  name: string;
  size: number;
  /** Where the entry's content starts in the archive. */
  offset: number;
}

export class CorruptArchiveError extends Error {}

function header(name: string, size: number, mtime: Date): Buffer {
  const buf = Buffer.alloc(BLOCK);
  // Names over 100 bytes go into the 155-byte prefix, split at a slash.
  let prefix = '';
  let base = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', 155);
    if (cut <= 0 || Buffer.byteLength(name.slice(cut + 1)) > 100 || Buffer.byteLength(name.slice(0, cut)) > 155) {
      throw new Error(`The path ${name} is too long to archive`);
    }
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
  }
  buf.write(base, 0, 100, 'utf8');
  buf.write('0000644\0', 100, 'ascii');
  buf.write('0000000\0', 108, 'ascii');
  buf.write('0000000\0', 116, 'ascii');
  buf.write(size.toString(8).padStart(11, '0') + '\0', 124, 'ascii');
  buf.write(
    Math.floor(mtime.getTime() / 1000)
      .toString(8)
      .padStart(11, '0') + '\0',
    136,
    'ascii',
  );
  buf.write('        ', 148, 'ascii');
  buf.write('0', 156, 'ascii');
  buf.write('ustar\u000000', 257, 'ascii');
  buf.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const b of buf) sum += b;
  buf.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 'ascii');
  return buf;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Writes entries one after another into a file; each returns its content's sha256. */
export class TarWriter {
  #stream: fs.WriteStream;
  constructor(file: string) {
    this.#stream = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
  }

  async #write(chunk: Buffer): Promise<void> {
    if (!this.#stream.write(chunk)) await new Promise<void>((r) => this.#stream.once('drain', () => r()));
  }

  async addBuffer(name: string, data: Buffer): Promise<string> {
    await this.#write(header(name, data.length, new Date()));
    await this.#write(data);
    await this.#write(padding(data.length));
    return createHash('sha256').update(data).digest('hex');
  }

  /** A file as it is now; one that changes size while it is copied is an error, not a torn entry. */
  async addFile(name: string, source: string): Promise<{ size: number; sha256: string }> {
    const stat = await fs.promises.stat(source);
    await this.#write(header(name, stat.size, stat.mtime));
    const hash = createHash('sha256');
    let copied = 0;
    if (stat.size > 0) {
      for await (const chunk of fs.createReadStream(source, { start: 0, end: stat.size - 1 })) {
        copied += (chunk as Buffer).length;
        hash.update(chunk as Buffer);
        await this.#write(chunk as Buffer);
      }
    }
    if (copied !== stat.size) throw new Error(`${source} changed while it was being backed up; try again`);
    await this.#write(padding(stat.size));
    return { size: stat.size, sha256: hash.digest('hex') };
  }

  /** The end-of-archive marker; flushed to disk before it resolves. */
  async finish(): Promise<void> {
    await this.#write(Buffer.alloc(BLOCK * 2));
    await new Promise<void>((resolve, reject) => {
      this.#stream.once('error', reject);
      this.#stream.end(() => resolve());
    });
    const fd = await fs.promises.open(this.#stream.path as string, 'r+');
    await fd.sync();
    await fd.close();
  }

  abort(): void {
    this.#stream.destroy();
  }
}

const octal = (buf: Buffer, start: number, len: number): number => {
  const text = buf
    .toString('ascii', start, start + len)
    .replace(/\0.*$/s, '')
    .trim();
  if (!/^[0-7]+$/.test(text)) throw new CorruptArchiveError('an entry header is damaged');
  return parseInt(text, 8);
};

/** The entries of an archive; a damaged header or a truncated entry is a CorruptArchiveError. */
export async function listTar(file: string): Promise<TarEntry[]> {
  const fd = await fs.promises.open(file, 'r');
  try {
    const { size: total } = await fd.stat();
    const entries: TarEntry[] = [];
    const buf = Buffer.alloc(BLOCK);
    for (let at = 0; ;) {
      const { bytesRead } = await fd.read(buf, 0, BLOCK, at);
      if (bytesRead < BLOCK) throw new CorruptArchiveError('the archive ends early (truncated?)');
      if (buf.every((b) => b === 0)) return entries;
      let sum = 0;
      for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : buf[i]!;
      if (sum !== octal(buf, 148, 8)) throw new CorruptArchiveError('an entry header fails its checksum');
      const size = octal(buf, 124, 12);
      const type = buf.toString('ascii', 156, 157);
      const cstr = (s: number, l: number) => buf.toString('utf8', s, s + l).replace(/\0.*$/s, '');
      const prefix = cstr(345, 155);
      const name = prefix ? `${prefix}/${cstr(0, 100)}` : cstr(0, 100);
      if (at + BLOCK + size > total) throw new CorruptArchiveError(`the entry ${name} is cut short (truncated?)`);
      if (type === '0' || type === '\0') entries.push({ name, size, offset: at + BLOCK });
      at += BLOCK + size + padding(size).length;
    }
  } finally {
    await fd.close();
  }
}

export function readEntry(file: string, entry: TarEntry): fs.ReadStream {
  // An empty range cannot be expressed with start/end: read nothing.
  return fs.createReadStream(file, { start: entry.offset, end: entry.offset + Math.max(entry.size, 1) - 1 });
}

export async function readEntryBuffer(file: string, entry: TarEntry): Promise<Buffer> {
  if (entry.size === 0) return Buffer.alloc(0);
  const fd = await fs.promises.open(file, 'r');
  try {
    const buf = Buffer.alloc(entry.size);
    await fd.read(buf, 0, entry.size, entry.offset);
    return buf;
  } finally {
    await fd.close();
  }
}

export async function sha256OfEntry(file: string, entry: TarEntry): Promise<string> {
  const hash = createHash('sha256');
  if (entry.size > 0) for await (const chunk of readEntry(file, entry)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Copies an entry out to a file of its own. */
export async function extractEntry(file: string, entry: TarEntry, target: string): Promise<void> {
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  if (entry.size === 0) return void (await fs.promises.writeFile(target, ''));
  await pipeline(readEntry(file, entry), fs.createWriteStream(target, { mode: 0o600 }));
}
