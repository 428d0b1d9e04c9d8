import { randomUUID } from 'node:crypto';

/** The smallest well-formed PDF header: enough for content sniffing. */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

export interface MultipartFile {
  field: string;
  fileName: string;
  contentType: string;
  body: Buffer;
}

/** A multipart/form-data payload for app.inject (fields may repeat by passing arrays). */
export const buildMultipart = (
  fields: Record<string, string | string[]>,
  files: MultipartFile[] = [],
) => {
  const boundary = `----nestly${randomUUID().replace(/-/g, '')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const item of [value].flat()) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${item}\r\n`,
        ),
      );
    }
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.fileName}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.body,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};
