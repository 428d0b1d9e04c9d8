import type { FastifyInstance } from 'fastify';
import { contentTypeOf, isSafeKey, MissingFileError, type Storage } from '../lib/storage';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Public uploads from a remote storage (S3), at the same /uploads/… URLs the API returns for the
 * local folder, so the JSON and the web app do not change with the storage. Only keys under
 * public/ are reachable: private files (documents, chat attachments) go through their own routes.
 * The headers match what @fastify/static sends for the folder: keys are never reused (a new
 * photo gets a new random key), so a copy may be kept for a year.
 */
export const registerStoredUploads = (app: FastifyInstance, storage: Storage) => {
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = `public/${(request.params as { '*': string })['*']}`;
    // An unknown or unsafe path answers as any other missing file does (the 404 handler).
    if (!isSafeKey(key)) return reply.callNotFound();
    let stream;
    try {
      stream = await storage.read(key);
    } catch (error) {
      if (error instanceof MissingFileError) return reply.callNotFound();
      throw error;
    }
    return reply
      .header('Content-Type', contentTypeOf(key))
      .header('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
      .header('X-Content-Type-Options', 'nosniff')
      .send(stream);
  });
};
