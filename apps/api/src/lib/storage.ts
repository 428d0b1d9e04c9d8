import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are relative paths chosen by the server (never by the client).
 * Public files (photos, avatars) are served under /uploads; private ones (owner documents, chat
 * attachments) only through routes that check the caller. Two adapters: a local folder (the
 * default) and S3-compatible object storage (`STORAGE_URL=s3://…`, lib/storage-s3.ts), which
 * several API machines can share.
 */
export interface Storage {
  put: (key: string, body: Buffer) => Promise<void>;
  /** The file's bytes; rejects with MissingFileError when there is no such key. */
  read: (key: string) => Promise<Readable>;
  /** Removing a key that does not exist is not an error. */
  remove: (key: string) => Promise<void>;
  /** Every stored key, in no particular order (backups walk them). */
  listKeys: () => AsyncIterable<string>;
  /** Resolves when the storage answers and can be written to (GET /api/ready); rejects otherwise. */
  check: () => Promise<void>;
  /** URL a browser can load for a public key. */
  publicUrl: (key: string) => string;
  /**
   * The folder behind a local storage: its public/ part is served as static files. Unset for
   * remote storage, whose public files the API streams under /uploads itself.
   */
  localRoot?: string;
  /** Releases what the adapter holds open (an S3 client's sockets). */
  close?: () => Promise<void>;
}

/** No file under this key (a stale row, a typo'd URL): the same error from every adapter. */
export class MissingFileError extends Error {
  readonly code = 'ENOENT';
  constructor(readonly key: string) {
    super(`no stored file under ${key}`);
    this.name = 'MissingFileError';
  }
}

/** A key stays inside the storage: no climbing out with .., no absolute path. */
export const isSafeKey = (key: string) =>
  !key.includes('..') && !path.isAbsolute(key) && !key.startsWith('/');

export const assertSafeKey = (key: string) => {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
};

/** The URL of a public key: /uploads/ plus the key without its public/ folder. */
export const publicUploadUrl = (key: string) => `/uploads/${key.replace(/^public\//, '')}`;

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
};

/** Every key the server writes ends in the extension of its content (see the callers of put). */
export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

/** The files under `dir`, as keys relative to `root` (forward slashes, as the server writes them). */
async function* walkFiles(root: string, dir: string): AsyncIterable<string> {
  const entries = await fs
    .readdir(dir, { withFileTypes: true })
    .catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walkFiles(root, full);
    else if (entry.isFile()) yield path.relative(root, full).split(path.sep).join('/');
  }
}

/** The default: files under DATA_DIR/uploads (public/ and private/ side by side). */
export const createLocalStorage = (rootDir: string): Storage => ({
  put: async (key, body) => {
    assertSafeKey(key);
    const filePath = path.join(rootDir, key);
    await fs.mkdir(path.dirname(filePath), { recursive: true });
    await fs.writeFile(filePath, body);
  },
  read: async (key) => {
    assertSafeKey(key);
    const filePath = path.join(rootDir, key);
    // Checked before the stream is made, so a missing file fails here and not half-way through
    // an answer whose headers are already sent.
    const stat = await fs.stat(filePath).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') throw new MissingFileError(key);
      throw error;
    });
    if (!stat.isFile()) throw new MissingFileError(key);
    return createReadStream(filePath);
  },
  remove: async (key) => {
    assertSafeKey(key);
    await fs.rm(path.join(rootDir, key), { force: true });
  },
  listKeys: () => walkFiles(rootDir, rootDir),
  check: async () => {
    await fs.mkdir(rootDir, { recursive: true });
    await fs.access(rootDir, fs.constants.W_OK);
  },
  publicUrl: publicUploadUrl,
  localRoot: rootDir,
});
