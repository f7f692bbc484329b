import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  /** The environment that points the app at this server's bucket (STORAGE=s3 and S3_*). */
  env: Record<string, string>;
  /** The bucket's files as the server keeps them on disk, to check what was stored where. */
  directory: string;
  close: () => Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a free port of this machine, with one empty bucket: the
 * storage speaks HTTP and signs its requests as it would to any provider. Close it in afterAll.
 */
export async function startLocalS3(bucket = 'aatd-test'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'aatd-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver's fixed development keys; it checks the signature made with them.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    directory,
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
