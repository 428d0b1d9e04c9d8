import type * as PdfJs from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { AppError } from './app-error';

/**
 * The largest image we accept, in pixels (width × height), for photos, avatars and documents
 * alike: decoding one costs about four bytes a pixel, so a small file of huge dimensions (a
 * "decompression bomb") is refused before anything decodes it.
 */
export const MAX_IMAGE_PIXELS = 80_000_000;

const refuse = (field: string, fileName: string, why: string) =>
  new AppError('INVALID_FILE', {
    message: `"${fileName}" ${why}`,
    details: [{ field, message: why }],
  });

/** Loaded on first use: the PDF parser is large and most requests never need it. */
let pdfjs: Promise<typeof PdfJs> | null = null;
const loadPdfjs = () => (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

/** Whitespace and NULs: all a well-formed PDF may carry after its last `%%EOF`. */
const isPdfPadding = (byte: number) =>
  byte === 0 || byte === 0x20 || (byte >= 0x09 && byte <= 0x0d);

/**
 * A PDF must parse as one (Mozilla's PDF.js: cross-reference table, catalog, first page) and end
 * at its last `%%EOF`. A file that only starts with `%PDF-` (a polyglot: the header, then an
 * executable or an HTML page) does neither, and neither does a real PDF with a payload appended.
 */
const checkPdf = async (buffer: Buffer, field: string, fileName: string) => {
  const end = buffer.lastIndexOf('%%EOF');
  if (end < 0 || !buffer.subarray(end + 5).every(isPdfPadding)) {
    throw refuse(field, fileName, 'is not a well-formed PDF (it does not end where a PDF ends).');
  }
  const { getDocument } = await loadPdfjs();
  const task = getDocument({
    data: new Uint8Array(buffer),
    // Parse only: no scripts, no fonts or images decoded, no network.
    isEvalSupported: false,
    disableFontFace: true,
    stopAtErrors: true,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    if (document.numPages < 1) throw new Error('no pages');
    await document.getPage(1);
  } catch (error) {
    const locked = (error as { name?: string }).name === 'PasswordException';
    throw refuse(
      field,
      fileName,
      locked
        ? 'is protected by a password. Upload a copy without one.'
        : 'could not be read as a PDF document.',
    );
  } finally {
    await task.destroy();
  }
};

/** An image's dimensions from its header alone (nothing is decoded), within MAX_IMAGE_PIXELS. */
const checkImage = async (buffer: Buffer, field: string, fileName: string) => {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(buffer, { limitInputPixels: false }).metadata());
  } catch {
    throw refuse(field, fileName, 'could not be read as an image.');
  }
  if (!width || !height) throw refuse(field, fileName, 'could not be read as an image.');
  if (width * height > MAX_IMAGE_PIXELS) {
    throw refuse(
      field,
      fileName,
      `is too large: ${width} × ${height} pixels (at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels).`,
    );
  }
};

/**
 * Checks an upload's content beyond its detected type, for every multipart upload (documents,
 * photos, avatars, and chat attachments to come): a PDF must be a real PDF, an image within the
 * pixel limit. Answers 400 INVALID_FILE naming the file and its field.
 */
export const checkFileContent = async (file: {
  buffer: Buffer;
  mimeType: string;
  fileName: string;
  field: string;
}) => {
  if (file.mimeType === 'application/pdf') return checkPdf(file.buffer, file.field, file.fileName);
  if (file.mimeType.startsWith('image/')) return checkImage(file.buffer, file.field, file.fileName);
};
