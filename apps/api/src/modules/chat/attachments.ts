import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MIME_TYPES,
  type MessageAttachment,
} from '@nestly/shared';
import type { AppDeps } from '../../app-deps';
import { AppError, notFound } from '../../lib/app-error';
import { MAX_IMAGE_PIXELS } from '../../lib/file-content';
import { readMultipart, type UploadedFile } from '../../lib/multipart';
import { requireParty, type Person } from '../../lib/parties';
import * as repo from './repo';
import type { MessageRow } from './repo';

type AttachmentType = MessageAttachment['type'];

/** Longest side of a photo kept in a chat; bigger ones are scaled down when re-encoded. */
const PHOTO_MAX_SIDE = 2_048;

const EXTENSIONS: Record<AttachmentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/**
 * `POST /message` arrives as multipart (the spec) or, for text only, as JSON. One file at most,
 * checked by its content (a renamed file is refused), bounded while it streams.
 */
export const readMessageForm = async (request: FastifyRequest) => {
  if (!request.isMultipart()) {
    return { fields: (request.body ?? {}) as Record<string, unknown>, file: null };
  }
  const { fields, files } = await readMultipart(request, {
    fileFields: ['attachment'],
    maxFiles: 1,
    maxFileBytes: ATTACHMENT_MAX_BYTES,
    allowedMimeTypes: ATTACHMENT_MIME_TYPES,
    typeMessage: 'Attach a JPEG, PNG or WebP photo, or a PDF.',
  });
  return { fields, file: files[0] ?? null };
};

export interface PreparedAttachment {
  key: string;
  name: string;
  type: AttachmentType;
  body: Buffer;
}

/**
 * What we keep of an upload. Photos are re-encoded in their own format (EXIF rotation applied,
 * metadata such as the GPS position dropped, scaled to at most 2,048 px), so what we serve is
 * always bytes we produced; PDFs have passed the structure check and are kept as sent.
 */
export const prepareAttachment = async (
  file: UploadedFile,
  senderId: string,
): Promise<PreparedAttachment> => {
  const type = file.mimeType as AttachmentType;
  const name = cleanName(file.fileName, EXTENSIONS[type]);
  const key = `private/chat/${senderId}/${randomUUID()}.${EXTENSIONS[type]}`;
  if (type === 'application/pdf') return { key, name, type, body: file.buffer };
  try {
    const image = sharp(file.buffer, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
    const body = await (
      type === 'image/jpeg'
        ? image.jpeg({ quality: 82, mozjpeg: true })
        : type === 'image/png'
          ? image.png({ compressionLevel: 9 })
          : image.webp({ quality: 80 })
    ).toBuffer();
    return { key, name, type, body };
  } catch {
    throw new AppError('INVALID_FILE', {
      message: `"${file.fileName}" could not be read as an image.`,
      details: [{ field: 'attachment', message: 'Unreadable image' }],
    });
  }
};

/** A display name without paths or control characters, ending in the type's own extension. */
const cleanName = (fileName: string, extension: string) => {
  const base = (fileName.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 100);
  return `${base || 'attachment'}.${extension}`;
};

/** Where a participant's client fetches it (with the bearer token). */
export const attachmentUrl = (messageId: string) => `/api/chat/attachments/${messageId}`;

export const toAttachment = (row: MessageRow): MessageAttachment | null =>
  row.attachmentKey && row.attachmentName && row.attachmentType && row.attachmentSize !== null
    ? {
        url: attachmentUrl(row.id),
        name: row.attachmentName,
        type: row.attachmentType,
        size: row.attachmentSize,
      }
    : null;

/** An attachment, for the two participants only (anybody else: 404). */
export const openAttachment = async (
  { db, storage }: Pick<AppDeps, 'db' | 'storage'>,
  person: Person,
  messageId: string,
) => {
  const message = await repo.findMessage(db, messageId);
  const conversation = message ? await repo.findConversation(db, message.conversationId) : null;
  requireParty(person, conversation, 'Attachment');
  if (!message?.attachmentKey || !message.attachmentName || !message.attachmentType) {
    throw notFound('Attachment');
  }
  return {
    file: { fileName: message.attachmentName, mimeType: message.attachmentType },
    stream: await storage.read(message.attachmentKey),
  };
};
