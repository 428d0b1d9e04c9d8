import path from 'node:path';
import type { Env } from '../config/env';
import { createLocalStorage, type Storage } from './storage';

// Apart from storage.ts because it loads the S3 adapter, which itself builds on storage.ts: kept
// there, the two would import each other (a cycle `npm run lint` refuses).

/**
 * The storage the environment asks for: S3 with STORAGE_URL=s3://…, else DATA_DIR/uploads. The
 * server and the demo seed both use it, so demo photos land where the API serves them from.
 */
export const createStorage = async (env: Env): Promise<Storage> => {
  if (!env.STORAGE_URL) return createLocalStorage(path.join(env.DATA_DIR, 'uploads'));
  const { createS3Storage, parseStorageUrl } = await import('./storage-s3');
  return createS3Storage({
    ...parseStorageUrl(env.STORAGE_URL),
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
        ? {
            accessKeyId: env.AWS_ACCESS_KEY_ID,
            secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
            sessionToken: env.AWS_SESSION_TOKEN,
          }
        : undefined,
  });
};
