import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import {
  assertSafeKey,
  contentTypeOf,
  MissingFileError,
  publicUploadUrl,
  type Storage,
} from './storage';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface S3StorageOptions {
  bucket: string;
  /** Folder inside the bucket ('' = its root), so several deployments can share one bucket. */
  prefix: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, Ceph…); unset = AWS S3 itself. */
  endpoint?: string;
  /** Bucket in the path rather than the host name: what most S3-compatible services need. */
  forcePathStyle: boolean;
  /** Unset = the SDK's own chain (instance role, shared config file…). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
}

/** `s3://bucket/some/prefix/` → bucket and prefix (no slashes at either end). */
export const parseStorageUrl = (url: string): { bucket: string; prefix: string } => {
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(url);
  if (!match) throw new Error(`STORAGE_URL must be s3://bucket[/prefix], got ${url}`);
  return { bucket: match[1]!, prefix: match[2]!.replace(/^\/+|\/+$/g, '') };
};

const isMissing = (error: unknown) => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    failure.name === 'NoSuchKey' ||
    failure.name === 'NotFound' ||
    failure.$metadata?.httpStatusCode === 404
  );
};

/**
 * Uploads in an S3 bucket through the AWS SDK v3. Objects get the type and caching their key
 * implies, so a CDN in front of the bucket could serve the public ones as they are; the API
 * itself streams them under /uploads (plugins/stored-uploads.ts), keeping the URLs it returns.
 * The SDK is loaded here, on first use, so a server on the local folder never pays for it.
 */
export const createS3Storage = async (options: S3StorageOptions): Promise<Storage> => {
  const sdk = await import('@aws-sdk/client-s3');
  const client: S3Client = new sdk.S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Checksums only where S3 requires them: the newer default (CRC32 on every upload) is
    // refused or mishandled by several S3-compatible services.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A hung storage call must not hold a request for ever (REQUEST_TIMEOUT_MS is the outer bound).
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const { bucket, prefix } = options;
  if (options.forcePathStyle) {
    // Bucket-level calls (listing, for backups) go to `/bucket`, not `/bucket/`: S3 and MinIO
    // take either, but some S3-compatible services sign only the first (s3rver, the tests' own).
    client.middlewareStack.add(
      (next) => async (args) => {
        const request = args.request as { path?: string };
        if (request.path === `/${bucket}/`) request.path = `/${bucket}`;
        return next(args);
      },
      { step: 'build', name: 'bucketPathWithoutSlash' },
    );
  }
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return prefix ? `${prefix}/${key}` : key;
  };

  return {
    put: async (key, body) => {
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: body,
          ContentLength: body.length,
          ContentType: contentTypeOf(key),
          CacheControl: key.startsWith('public/')
            ? `public, max-age=${ONE_YEAR_SECONDS}, immutable`
            : 'private, no-store',
        }),
      );
    },
    read: async (key) => {
      const target = objectKey(key);
      try {
        const { Body } = await client.send(
          new sdk.GetObjectCommand({ Bucket: bucket, Key: target }),
        );
        // In Node the SDK answers with the HTTP response itself, a Readable.
        if (!(Body instanceof Readable)) throw new Error(`no readable body for ${key}`);
        return Body;
      } catch (error) {
        if (isMissing(error)) throw new MissingFileError(key);
        throw error;
      }
    },
    remove: async (key) => {
      // S3 answers 204 for a key that is not there, as the local folder ignores a missing file.
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    listKeys: async function* () {
      const folder = prefix ? `${prefix}/` : '';
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: folder, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && !object.Key.endsWith('/')) yield object.Key.slice(folder.length);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    check: async () => {
      // The bucket answers these credentials: a key that is not there is NoSuchKey; a missing
      // bucket (NoSuchBucket), refused credentials or no answer reject.
      try {
        await client.send(
          new sdk.GetObjectCommand({ Bucket: bucket, Key: objectKey('.ready-check') }),
        );
      } catch (error) {
        if ((error as { name?: string }).name !== 'NoSuchKey') throw error;
      }
    },
    publicUrl: publicUploadUrl,
    close: async () => client.destroy(),
  };
};
