import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env.js';
import { startLocalS3, type LocalS3 } from '../../test/s3-server.js';
import { fileStorage, MissingFile, StorageUnavailableError, type FileStorage } from './file-storage.js';
import { LocalFileStorage } from './local-storage.js';
import { S3FileStorage } from './s3-storage.js';

let s3: LocalS3;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aatd-storage-'));
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const kinds: Array<[string, () => FileStorage]> = [
  ['the local disk', () => new LocalFileStorage(dataDir)],
  ['an S3-compatible bucket', () => fileStorage(loadEnv({ DATA_DIR: dataDir, ...s3.env }))],
];

describe.each(kinds)('file storage on %s', (_, make) => {
  it('writes, reads, sizes and deletes a file', async () => {
    const storage = make();
    await storage.put('uploads/t/a.txt', Buffer.from('hello, storage'));
    expect((await storage.get('uploads/t/a.txt'))?.toString()).toBe('hello, storage');
    expect(await storage.stat('uploads/t/a.txt')).toEqual({ size: 14 });
    expect(await text(await storage.read('uploads/t/a.txt'))).toBe('hello, storage');
    await storage.put('uploads/t/a.txt', Buffer.from('replaced'));
    expect((await storage.get('uploads/t/a.txt'))?.toString()).toBe('replaced');
    await storage.delete('uploads/t/a.txt');
    expect(await storage.get('uploads/t/a.txt')).toBeNull();
  });

  it('reads an inclusive byte range', async () => {
    const storage = make();
    await storage.put('uploads/t/digits.bin', Buffer.from('0123456789'));
    expect(await text(await storage.read('uploads/t/digits.bin', { start: 2, end: 5 }))).toBe('2345');
    expect(await text(await storage.read('uploads/t/digits.bin', { start: 9, end: 9 }))).toBe('9');
  });

  it('answers a missing key as missing, and deleting it is no error', async () => {
    const storage = make();
    expect(await storage.get('uploads/t/none.png')).toBeNull();
    expect(await storage.stat('uploads/t/none.png')).toBeNull();
    await expect(storage.read('uploads/t/none.png')).rejects.toBeInstanceOf(MissingFile);
    await expect(storage.delete('uploads/t/none.png')).resolves.toBeUndefined();
  });

  it('stores a local file and forgets the local copy', async () => {
    const storage = make();
    const local = path.join(dataDir, `incoming-${Math.random()}`);
    fs.writeFileSync(local, Buffer.alloc(70_000, 7));
    await storage.putFile('uploads/t/big.mp4', local);
    expect(fs.existsSync(local)).toBe(false);
    expect(await storage.stat('uploads/t/big.mp4')).toEqual({ size: 70_000 });
    expect((await storage.get('uploads/t/big.mp4'))!.equals(Buffer.alloc(70_000, 7))).toBe(true);
  });

  it('refuses keys that would leave its root', async () => {
    const storage = make();
    for (const key of ['../secret', 'uploads/../../etc/passwd', '/etc/passwd', 'uploads//a', 'a\\b', 'a\0b']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/not a storage key/);
      await expect(storage.get(key)).rejects.toThrow(/not a storage key/);
    }
  });
});

describe('the local disk keeps today’s layout', () => {
  it('is the default, a key being the path under DATA_DIR; exports are private to the server', async () => {
    const storage = fileStorage(loadEnv({ DATA_DIR: dataDir }));
    expect(storage.kind).toBe('local');
    await storage.put('exports/x.zip', Buffer.from('zip'), { private: true });
    const file = path.join(dataDir, 'exports', 'x.zip');
    expect(fs.readFileSync(file, 'utf8')).toBe('zip');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });
});

describe('the bucket', () => {
  it('keeps the files under S3_PREFIX and names no secret in its location', async () => {
    const storage = fileStorage(loadEnv({ ...s3.env, S3_PREFIX: 'site-a' }));
    await storage.put('uploads/p/one.txt', Buffer.from('one'));
    expect(storage.location).toBe('s3://aatd-test/site-a/');
    expect(storage.location).not.toContain(s3.env.S3_SECRET_ACCESS_KEY!);
    const unprefixed = fileStorage(loadEnv(s3.env));
    expect(await unprefixed.get('site-a/uploads/p/one.txt')).toEqual(Buffer.from('one'));
    expect(await unprefixed.get('uploads/p/one.txt')).toBeNull();
  });

  it('tells a server that does not answer (StorageUnavailableError, a 503 for members) from a missing file', async () => {
    const storage = new S3FileStorage(loadEnv({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:1' }).s3!);
    await expect(storage.get('uploads/t/x.txt')).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(storage.read('uploads/t/x.txt')).rejects.toBeInstanceOf(StorageUnavailableError);
  });

  it('lets a failure of the bucket through rather than answering as if the file were missing', async () => {
    const storage = new S3FileStorage(loadEnv({ ...s3.env, S3_BUCKET: 'no-such-bucket' }).s3!);
    await expect(storage.put('uploads/t/x.txt', Buffer.from('x'))).rejects.toThrow(/bucket does not exist/i);
    await expect(storage.get('uploads/t/x.txt')).rejects.toThrow(/bucket does not exist/i);
  });
});

describe('STORAGE settings at start', () => {
  it('name every missing or wrong S3 setting, and never a secret', () => {
    const failure = (() => {
      try {
        loadEnv({ STORAGE: 's3', S3_BUCKET: 'No_Such', S3_SECRET_ACCESS_KEY: 'very-secret-value' });
      } catch (err) {
        return (err as Error).message;
      }
      return '';
    })();
    expect(failure).toMatch(/STORAGE=s3 is not configured/);
    expect(failure).toMatch(/S3_BUCKET must be a bucket name/);
    expect(failure).toMatch(/S3_REGION must be set/);
    expect(failure).toMatch(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
    expect(failure).not.toContain('very-secret-value');
  });

  it('refuse S3 settings without STORAGE=s3, so files do not land on the disk by mistake', () => {
    expect(() => loadEnv({ S3_BUCKET: 'aatd-files' })).toThrow(/S3_BUCKET is set but STORAGE is not s3/);
  });

  it('take the instance role when no keys are given, and path-style addressing with an endpoint', () => {
    const env = loadEnv({ STORAGE: 's3', S3_BUCKET: 'aatd-files', S3_REGION: 'eu-central-1' });
    expect(env.s3).toMatchObject({ bucket: 'aatd-files', accessKeyId: undefined, forcePathStyle: false });
    const { S3_FORCE_PATH_STYLE: _, ...withEndpoint } = s3.env;
    expect(loadEnv(withEndpoint).s3?.forcePathStyle).toBe(true);
    expect(loadEnv({ ...s3.env, S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
  });
});
