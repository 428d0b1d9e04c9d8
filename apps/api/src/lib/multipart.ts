import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from './app-error';
import { checkFileContent } from './file-content';
import { hasNul, nulCharacterError } from './input-safety';

export interface UploadedFile {
  field: string;
  fileName: string;
  buffer: Buffer;
  /** Detected from the bytes, never from the name or the browser's claim. */
  mimeType: string;
}

export interface MultipartLimits {
  fileFields: readonly string[];
  maxFiles: number;
  maxFileBytes: number;
  allowedMimeTypes: readonly string[];
  /** Human words for the error messages, e.g. "Documents must be PDF, JPEG or PNG". */
  typeMessage: string;
}

const formatMegabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Reads a multipart request into text fields and checked files. Each file is bounded in size while
 * it streams, and its type is detected from its content, so a renamed file is refused.
 */
export const readMultipart = async (request: FastifyRequest, limits: MultipartLimits) => {
  if (!request.isMultipart()) {
    throw new AppError('VALIDATION_ERROR', { message: 'Send this form as multipart/form-data' });
  }
  const fields: Record<string, string | string[]> = {};
  const files: UploadedFile[] = [];
  try {
    await readParts(request, limits, fields, files);
  } catch (error) {
    throw asFormError(error);
  }
  return { fields, files };
};

/**
 * A body the form parser cannot read (cut short, no boundary, a part without headers) is bad
 * input, not a server fault: 400 on the body. Our own refusals and the parser's limits (413) pass.
 */
const asFormError = (error: unknown) => {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // The parser's "closed before the end" is a cut-short body like any other.
    if ((error as { code?: string }).code !== 'FST_MP_PREMATURE_CLOSE') return error;
  }
  return new AppError('VALIDATION_ERROR', {
    message: 'The form could not be read: the multipart body is malformed or cut short',
    details: [{ field: 'body', message: 'Malformed multipart/form-data body' }],
  });
};

const readParts = async (
  request: FastifyRequest,
  limits: MultipartLimits,
  fields: Record<string, string | string[]>,
  files: UploadedFile[],
) => {
  const parts = request.parts({
    limits: {
      fileSize: limits.maxFileBytes,
      files: limits.maxFiles + 1,
      fields: 50,
      fieldSize: 100_000,
    },
  });
  for await (const part of parts) {
    if (hasNul(part.fieldname)) throw nulCharacterError(part.fieldname);
    if (part.type === 'field') {
      const value = String(part.value);
      if (hasNul(value)) throw nulCharacterError(part.fieldname);
      const existing = fields[part.fieldname];
      if (existing === undefined) fields[part.fieldname] = value;
      else fields[part.fieldname] = [...[existing].flat(), value];
      continue;
    }
    if (hasNul(part.filename)) {
      part.file.resume();
      throw nulCharacterError(part.fieldname);
    }
    if (!limits.fileFields.includes(part.fieldname)) {
      part.file.resume();
      throw new AppError('VALIDATION_ERROR', {
        message: `Unexpected file field "${part.fieldname}"`,
        details: [{ field: part.fieldname, message: 'Unexpected file' }],
      });
    }
    if (files.length >= limits.maxFiles) {
      part.file.resume();
      throw new AppError('VALIDATION_ERROR', {
        message: `At most ${limits.maxFiles} files may be uploaded`,
        details: [{ field: part.fieldname, message: `At most ${limits.maxFiles} files` }],
      });
    }
    let buffer: Buffer;
    try {
      buffer = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError('PAYLOAD_TOO_LARGE', {
          message: `"${part.filename}" is larger than ${formatMegabytes(limits.maxFileBytes)}`,
          details: [
            {
              field: part.fieldname,
              message: `Each file must be at most ${formatMegabytes(limits.maxFileBytes)}`,
            },
          ],
        });
      }
      throw error;
    }
    const detected = await fileTypeFromBuffer(buffer);
    if (!detected || !limits.allowedMimeTypes.includes(detected.mime)) {
      throw new AppError('INVALID_FILE', {
        message: `"${part.filename}" is not an accepted file. ${limits.typeMessage}`,
        details: [{ field: part.fieldname, message: limits.typeMessage }],
      });
    }
    const file = {
      field: part.fieldname,
      fileName: part.filename,
      buffer,
      mimeType: detected.mime,
    };
    await checkFileContent(file);
    files.push(file);
  }
};
