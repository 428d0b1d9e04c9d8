import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are relative paths chosen by the server (never by the client).
 * Public files (photos, avatars) are served under /uploads; private ones (owner documents) only
 * through routes that check the caller.
 */
export interface Storage {
  put: (key: string, body: Buffer) => Promise<void>;
  read: (key: string) => Promise<Readable>;
  remove: (key: string) => Promise<void>;
  /** URL a browser can load for a public key. */
  publicUrl: (key: string) => string;
}

const assertSafeKey = (key: string) => {
  if (key.includes('..') || path.isAbsolute(key)) throw new Error(`unsafe storage key: ${key}`);
};

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
    await fs.access(filePath);
    return createReadStream(filePath);
  },
  remove: async (key) => {
    assertSafeKey(key);
    await fs.rm(path.join(rootDir, key), { force: true });
  },
  publicUrl: (key) => `/uploads/${key.replace(/^public\//, '')}`,
});
