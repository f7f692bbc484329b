import fs from 'node:fs';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config/env.js';
import type { ByteRange } from '../../lib/byte-range.js';
import { checkKey, MissingFile, StorageUnavailableError, type FileStorage, type PutOptions } from './file-storage.js';

/** No such object (a HEAD answers a bare 404 NotFound). A missing bucket is a failure, not a missing file. */
const isMissing = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound');

/**
 * A failure of the service rather than of the request (no answer, a 5xx, throttling) becomes
 * StorageUnavailableError, which members see as 503 with Retry-After; a refused request (403, a
 * missing bucket) stays what it is.
 */
function unavailable(err: unknown): unknown {
  if (err instanceof S3ServiceException) {
    const status = err.$metadata.httpStatusCode ?? 500;
    return status >= 500 || status === 429 ? new StorageUnavailableError(err) : err;
  }
  // No answer at all: the SDK's network and time-out errors carry $metadata or a system error code.
  const e = err as { $metadata?: unknown; code?: unknown; name?: unknown };
  const noAnswer = e.$metadata !== undefined || typeof e.code === 'string' || e.name === 'TimeoutError';
  return err instanceof Error && noAnswer ? new StorageUnavailableError(err) : err;
}

/**
 * Files as objects in an S3-compatible bucket, so instances on different hosts share them. Keys
 * are the same as on the local disk, under S3_PREFIX when one is set. The credentials go to the
 * client only; `location` and errors name the bucket, never a key or secret.
 */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3';
  readonly location: string;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(config: S3Config, client?: S3Client) {
    this.bucket = config.bucket;
    this.prefix = config.prefix ? `${config.prefix.replace(/\/+$/, '')}/` : '';
    this.location = `s3://${config.bucket}/${this.prefix}`;
    this.client =
      client ??
      new S3Client({
        region: config.region,
        forcePathStyle: config.forcePathStyle,
        // Checksums only where S3 requires them: a streamed upload with the SDK's default checksum
        // is sent aws-chunked, which several S3-compatible servers store with its chunk framing.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        ...(config.endpoint ? { endpoint: config.endpoint } : {}),
        // Without keys the SDK's own chain answers (instance role, web identity, shared config).
        ...(config.accessKeyId && config.secretAccessKey
          ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
          : {}),
      });
  }

  private key(key: string) {
    return this.prefix + checkKey(key);
  }

  private async call<T>(request: (client: S3Client) => Promise<T>): Promise<T> {
    try {
      return await request(this.client);
    } catch (err) {
      throw isMissing(err) ? err : unavailable(err);
    }
  }

  async put(key: string, bytes: Uint8Array, opts: PutOptions = {}): Promise<void> {
    await this.call((c) =>
      c.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: this.key(key),
          Body: bytes,
          ContentLength: bytes.length,
          ...(opts.contentType ? { ContentType: opts.contentType } : {}),
        }),
      ),
    );
  }

  async putFile(key: string, localFile: string, opts: PutOptions = {}): Promise<void> {
    const { size } = await fs.promises.stat(localFile);
    await this.call((c) =>
      c.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: this.key(key),
          // Streamed from the disk: a video is too large to hold in memory.
          Body: fs.createReadStream(localFile),
          ContentLength: size,
          ...(opts.contentType ? { ContentType: opts.contentType } : {}),
        }),
      ),
    );
    await fs.promises.rm(localFile, { force: true });
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const res = await this.call((c) => c.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(key) })));
      return Buffer.from(await res.Body!.transformToByteArray());
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const res = await this.call((c) => c.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(key) })));
      return { size: res.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const res = await this.call((c) =>
        c.send(
          new GetObjectCommand({
            Bucket: this.bucket,
            Key: this.key(key),
            // A ranged GET: only the bytes a video player asked for leave the bucket.
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        ),
      );
      const body = res.Body;
      return body instanceof Readable ? body : Readable.fromWeb(body!.transformToWebStream() as never);
    } catch (err) {
      if (isMissing(err)) throw new MissingFile(key);
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers a delete of a missing key with success too.
    await this.call((c) => c.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(key) })));
  }
}
