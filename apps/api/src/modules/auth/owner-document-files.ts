import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  OWNER_DOCUMENT_MAX_BYTES,
  OWNER_DOCUMENT_MAX_FILES,
  OWNER_DOCUMENT_MIME_TYPES,
} from '@nestly/shared';
import type { PendingDocument } from '../../db/schema/index';
import { readMultipart, type UploadedFile } from '../../lib/multipart';
import type { Storage } from '../../lib/storage';

/**
 * Owners' identity documents, read and stored one way wherever they arrive: at sign-up, and when
 * a rejected owner sends new ones (issue 29 item 4). PDF, JPEG or PNG (checked by content by
 * readMultipart), up to 3 files of 10 MB each, in the `documents` field.
 */
export const readOwnerDocumentUpload = (request: FastifyRequest) =>
  readMultipart(request, {
    fileFields: ['documents'],
    maxFiles: OWNER_DOCUMENT_MAX_FILES,
    maxFileBytes: OWNER_DOCUMENT_MAX_BYTES,
    allowedMimeTypes: OWNER_DOCUMENT_MIME_TYPES,
    typeMessage: 'Documents must be PDF, JPEG or PNG files.',
  });

/** Stores the files privately under `private/owner-documents/<folder>/`: what to record of each. */
export const storeOwnerDocumentFiles = async (
  storage: Storage,
  folder: string,
  files: UploadedFile[],
) => {
  const stored: PendingDocument[] = [];
  for (const file of files) {
    const extension =
      file.mimeType === 'application/pdf' ? 'pdf' : file.mimeType === 'image/png' ? 'png' : 'jpg';
    const storageKey = `private/owner-documents/${folder}/${randomUUID()}.${extension}`;
    await storage.put(storageKey, file.buffer);
    stored.push({
      storageKey,
      fileName: file.fileName.slice(0, 200) || `document.${extension}`,
      mimeType: file.mimeType,
      sizeBytes: file.buffer.length,
    });
  }
  return stored;
};
