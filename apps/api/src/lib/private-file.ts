import type { FastifyReply } from 'fastify';

/**
 * Private files (identity documents, chat attachments, rent receipts): never cached, never sniffed into something else, and only
 * ever downloaded, never shown by the browser as a page of our origin (issue 8). The web app's
 * viewer fetches them with the bearer token and previews the bytes itself.
 */
export const sendPrivateFile = (
  reply: FastifyReply,
  file: { fileName: string; mimeType: string },
  body: NodeJS.ReadableStream | Buffer,
) => {
  // A plain-ASCII name for old clients, the exact one (RFC 6266 / 5987) for the rest.
  const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const exact = encodeURIComponent(file.fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return reply
    .header('Content-Type', file.mimeType)
    .header('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(body);
};
