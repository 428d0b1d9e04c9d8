import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers (JSON above the threshold, the app's index.html) for clients that ask,
 * brotli first at the plugin's quality 4 (fast enough per request), else gzip. Must be registered
 * before the routes: it hooks each route as it is added. Built web assets are not compressed here
 * but sent precompressed by static-web; images, PDFs and fonts are skipped as incompressible
 * types; Socket.IO answers on the raw server and never passes through it. Request bodies are
 * left alone (no decompression of uploads): only answers change.
 */
export const registerCompression = async (app: FastifyInstance) => {
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
};
