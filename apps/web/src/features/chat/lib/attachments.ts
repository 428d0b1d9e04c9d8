import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MIME_TYPES,
  type MessageAttachment,
} from '@nestly/shared';
import { formatFileSize } from '../../../lib/format';

/** For the file picker's `accept`: the four types the server takes. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_MIME_TYPES.join(',');

const isAllowedType = (type: string): type is MessageAttachment['type'] =>
  (ATTACHMENT_MIME_TYPES as readonly string[]).includes(type);

/**
 * Refused here before a byte is sent, with the reason; the server checks the content again
 * (a renamed file passes this check and is refused there).
 */
export const attachmentProblem = (file: File): string | null => {
  if (!isAllowedType(file.type)) {
    return `“${file.name}” cannot be sent: only JPEG, PNG or WebP photos and PDF files.`;
  }
  if (file.size > ATTACHMENT_MAX_BYTES) {
    return `“${file.name}” is ${formatFileSize(file.size)}: files can be at most ${formatFileSize(ATTACHMENT_MAX_BYTES)}.`;
  }
  return null;
};

export const isImageType = (type: string) => type.startsWith('image/');
