import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env';
import { startLocalS3, type LocalS3 } from '../test/helpers/local-s3';
import { createLocalStorage, createStorage, MissingFileError, type Storage } from './storage';

/**
 * Issue 13: one contract for every storage adapter. The same cases run against the local folder
 * and against S3 (a real S3-compatible server, s3rver, started here), so the API cannot tell
 * them apart.
 */
const bytesOf = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

let s3: LocalS3;
let folder: string;
beforeAll(async () => {
  s3 = await startLocalS3();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'nestly-storage-'));
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** A second adapter on the same place: another API machine. */
interface Adapter {
  open: () => Promise<Storage>;
}
const adapters: [string, Adapter][] = [
  ['the local folder', { open: async () => createLocalStorage(folder) }],
  [
    'S3 (STORAGE_URL=s3://…)',
    {
      open: () =>
        createStorage(loadEnv({ NODE_ENV: 'test', DATA_DIR: folder, ...s3.envFor('contract') })),
    },
  ],
];

describe.each(adapters)('storage contract: %s', (_name, adapter) => {
  let storage: Storage;
  let other: Storage;
  beforeAll(async () => {
    storage = await adapter.open();
    other = await adapter.open();
  });
  afterAll(async () => {
    await storage.close?.();
    await other.close?.();
  });

  it('reads back exactly what was put, also from a second adapter on the same place', async () => {
    const body = randomBytes(1024 * 1024 + 17);
    await storage.put('private/chat/u1/big.pdf', body);
    expect((await bytesOf(await storage.read('private/chat/u1/big.pdf'))).equals(body)).toBe(true);
    expect((await bytesOf(await other.read('private/chat/u1/big.pdf'))).equals(body)).toBe(true);
  });

  it('keeps keys with different prefixes apart, and a second put replaces the first', async () => {
    await storage.put('public/properties/p1/a-large.webp', Buffer.from('large'));
    await storage.put('public/properties/p1/a-thumb.webp', Buffer.from('thumb'));
    await storage.put('private/owner-documents/r1/a-large.webp', Buffer.from('document'));
    const read = async (key: string) => (await bytesOf(await storage.read(key))).toString();
    expect(await read('public/properties/p1/a-large.webp')).toBe('large');
    expect(await read('public/properties/p1/a-thumb.webp')).toBe('thumb');
    expect(await read('private/owner-documents/r1/a-large.webp')).toBe('document');

    await storage.put('public/properties/p1/a-large.webp', Buffer.from('replaced'));
    expect(await read('public/properties/p1/a-large.webp')).toBe('replaced');
  });

  it('answers MissingFileError for a key never put, and for a folder that only holds keys', async () => {
    for (const key of ['public/nothing/here.webp', 'public/properties/p1', 'public/properties/']) {
      const missing = await storage.read(key).then(
        () => null,
        (error: unknown) => error,
      );
      expect(missing, key).toBeInstanceOf(MissingFileError);
      expect(missing).toMatchObject({ key, code: 'ENOENT' });
    }
  });

  it('removes a key (for every adapter on the place); removing a missing key is no error', async () => {
    await storage.put('public/avatars/u2/face.webp', Buffer.from('face'));
    await storage.put('public/avatars/u2/kept.webp', Buffer.from('kept'));
    await storage.remove('public/avatars/u2/face.webp');
    await expect(other.read('public/avatars/u2/face.webp')).rejects.toBeInstanceOf(
      MissingFileError,
    );
    expect((await bytesOf(await other.read('public/avatars/u2/kept.webp'))).toString()).toBe(
      'kept',
    );
    await expect(storage.remove('public/avatars/u2/face.webp')).resolves.toBeUndefined();
    await expect(storage.remove('private/never/was.pdf')).resolves.toBeUndefined();
  });

  it('refuses keys that climb out of the storage or are absolute', async () => {
    for (const key of ['../outside.webp', 'public/../../etc/passwd', '/etc/passwd']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.read(key), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.remove(key), key).rejects.toThrow(/unsafe storage key/);
    }
  });

  it('gives public keys the same /uploads URL', () => {
    expect(storage.publicUrl('public/properties/p1/a-thumb.webp')).toBe(
      '/uploads/properties/p1/a-thumb.webp',
    );
    expect(storage.publicUrl('public/avatars/u2/face.webp')).toBe('/uploads/avatars/u2/face.webp');
  });
});

describe('S3 objects', () => {
  it('live under the STORAGE_URL prefix, typed and cached by what their key says', async () => {
    const storage = await createStorage(
      loadEnv({ NODE_ENV: 'test', DATA_DIR: folder, ...s3.envFor('/machines/shared/') }),
    );
    try {
      await storage.put('public/properties/p9/x-large.webp', Buffer.from('webp'));
      await storage.put('private/chat/u9/y.pdf', Buffer.from('pdf'));
      // Under the prefix, and nowhere else.
      expect(await s3.head('public/properties/p9/x-large.webp')).toBeNull();
      expect(await s3.head('machines/shared/public/properties/p9/x-large.webp')).toEqual({
        contentType: 'image/webp',
        cacheControl: 'public, max-age=31536000, immutable',
      });
      expect(await s3.head('machines/shared/private/chat/u9/y.pdf')).toEqual({
        contentType: 'application/pdf',
        cacheControl: 'private, no-store',
      });
    } finally {
      await storage.close?.();
    }
  });
});

describe('the S3 settings, checked at start', () => {
  const problemsWith = (env: Record<string, string>) => {
    try {
      loadEnv({ NODE_ENV: 'test', DATA_DIR: folder, ...env });
      return '';
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('names each bad or half-given variable with what it should be', () => {
    expect(problemsWith({ STORAGE_URL: 'https://bucket.example.com/x' })).toContain(
      'STORAGE_URL: must be s3://bucket or s3://bucket/prefix',
    );
    expect(problemsWith({ STORAGE_URL: 's3://b' })).toContain('STORAGE_URL');
    expect(problemsWith({ STORAGE_URL: 's3://photos', S3_ENDPOINT: 'localhost:9000' })).toContain(
      'S3_ENDPOINT: must be an http(s) URL such as http://127.0.0.1:9000',
    );
    expect(problemsWith({ STORAGE_URL: 's3://photos', S3_FORCE_PATH_STYLE: 'sure' })).toContain(
      'S3_FORCE_PATH_STYLE',
    );
    expect(problemsWith({ STORAGE_URL: 's3://photos', AWS_ACCESS_KEY_ID: 'AKIA1' })).toContain(
      'AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY: set both',
    );
    expect(problemsWith({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toContain(
      'only used with STORAGE_URL=s3://bucket[/prefix]',
    );
  });

  it('accepts a bucket with a prefix, and AWS keys left for other tools without STORAGE_URL', () => {
    expect(problemsWith({ STORAGE_URL: 's3://nestly-uploads/eu/prod' })).toBe('');
    expect(problemsWith({ AWS_ACCESS_KEY_ID: 'AKIA1' })).toBe('');
  });
});
