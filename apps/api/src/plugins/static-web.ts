import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Storage } from '../lib/storage';
import { sendError } from './error-handler';
import { registerStoredUploads } from './stored-uploads';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const INDEX_ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;

/**
 * The precompressed copy of index.html the client accepts, if the build made one (the app
 * fallback answers outside @fastify/static, so it picks for itself; brotli first, as there).
 */
const pickIndexEncoding = (indexHtml: string, acceptEncoding: string | undefined) => {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => quality?.trim() !== 'q=0')
    .map(([name]) => name?.trim().toLowerCase());
  return INDEX_ENCODINGS.find(
    (encoding) => accepted.includes(encoding.name) && fs.existsSync(indexHtml + encoding.extension),
  );
};

/**
 * The early pages' own index.html files (issue 27: each holds the page's first state, drawn at
 * build time; apps/web/build/page-shells-plugin.ts), by the routes the build lists. None when the
 * build made none.
 */
const readPageShells = (webDistDir: string): { pattern: RegExp; file: string }[] => {
  let listed: unknown;
  try {
    listed = JSON.parse(fs.readFileSync(path.join(webDistDir, 'page-shells/routes.json'), 'utf8'));
  } catch {
    return [];
  }
  if (!Array.isArray(listed)) return [];
  return listed.flatMap((entry: { route?: unknown; file?: unknown }) => {
    const { route, file } = entry;
    if (typeof route !== 'string' || typeof file !== 'string') return [];
    if (!/^\/[a-z/:-]+$/.test(route) || !/^page-shells\/[a-z-]+\.html$/.test(file)) return [];
    // `:id` is one path segment; the rest is matched as it is.
    const pattern = new RegExp(`^${route.replace(/:[a-z]+/g, '[^/]+')}/?$`);
    return [{ pattern, file: path.join(webDistDir, file) }];
  });
};

/**
 * Serves public uploads under /uploads (content-addressed keys, so cached for a year) and the built
 * web app at /. Any other non-API GET answers the app's index.html, which draws its own 404 page.
 * Uploads come from the local folder as static files, or are streamed from remote storage (S3).
 */
export const registerStaticWeb = async (
  app: FastifyInstance,
  { storage, webDistDir }: { storage: Storage; webDistDir: string },
) => {
  if (storage.localRoot) {
    const publicUploads = path.join(storage.localRoot, 'public');
    fs.mkdirSync(publicUploads, { recursive: true });
    await app.register(fastifyStatic, {
      root: publicUploads,
      prefix: '/uploads/',
      decorateReply: false,
      immutable: true,
      maxAge: ONE_YEAR_SECONDS * 1000,
      index: false,
    });
  } else {
    registerStoredUploads(app, storage);
  }

  const indexHtml = path.join(webDistDir, 'index.html');
  const hasWebApp = fs.existsSync(indexHtml);
  const pageShells = hasWebApp ? readPageShells(webDistDir) : [];
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (apps/web/build/precompress.ts); the
      // request's Accept-Encoding picks one, with Vary: Accept-Encoding, else the plain file.
      preCompressed: true,
      setHeaders: (response, filePath) => {
        // Vite fingerprints everything under assets/; index.html must always be fresh.
        // (filePath is the file sent, which may be its .br or .gz copy: same rule.)
        const cache = filePath.includes(`${path.sep}assets${path.sep}`)
          ? `public, max-age=${ONE_YEAR_SECONDS}, immutable`
          : 'no-cache';
        response.header('Cache-Control', cache);
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app not built: only the API is served (run npm run build)');
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    // A missing file (an old asset hash, a typo'd image) is a 404: answering index.html would hand
    // the browser HTML where it expects a script or an image.
    const looksLikeFile = /\.[a-z0-9]{2,5}$/i.test(request.url.split('?')[0] ?? '');
    if (
      !isApi &&
      !looksLikeFile &&
      hasWebApp &&
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      // An early page's address answers its own copy of index.html, with its shell.
      const pathname = request.url.split('?')[0] ?? '';
      const html = pageShells.find((shell) => shell.pattern.test(pathname))?.file ?? indexHtml;
      const encoding = pickIndexEncoding(html, request.headers['accept-encoding']);
      reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html');
      if (encoding) reply.header('Content-Encoding', encoding.name);
      return reply.send(fs.createReadStream(`${html}${encoding?.extension ?? ''}`));
    }
    return sendError(request, reply, 404, {
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      code: 'NOT_FOUND',
    });
  });
};
