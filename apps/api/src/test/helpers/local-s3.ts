import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';

/** s3rver's one account: requests must be signed with it, as with any S3 service. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** The variables that point the API at this server, under the given folder of the bucket. */
  envFor: (prefix: string) => Record<string, string>;
  /**
   * The type and caching an object was stored with, read straight from the server (not through
   * the adapter); null when there is no such object.
   */
  head: (key: string) => Promise<{ contentType?: string; cacheControl?: string } | null>;
  close: () => Promise<void>;
}

/**
 * A real S3-compatible server (s3rver: the S3 REST API with SigV4 checks, objects kept as files)
 * on a free loopback port, with one empty bucket, for the life of a test file.
 */
export const startLocalS3 = async (bucket = 'nestly-test'): Promise<LocalS3> => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'nestly-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  return {
    endpoint,
    bucket,
    envFor: (prefix) => ({
      STORAGE_URL: `s3://${bucket}/${prefix}`,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    }),
    head: async (key) => {
      try {
        const found = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { contentType: found.ContentType, cacheControl: found.CacheControl };
      } catch (error) {
        if ((error as { name?: string }).name === 'NotFound') return null;
        throw error;
      }
    },
    close: async () => {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
};
