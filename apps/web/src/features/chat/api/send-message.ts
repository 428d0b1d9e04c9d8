import type { SendMessageResponse } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { chatSchemas } from './load-schemas';
import type { ChatArea } from './keys';

export interface SendMessageInput {
  receiver: string;
  propertyId: string | null;
  text: string;
  /** Chosen once per message and sent again on every retry: the server posts it only once. */
  clientId: string;
  attachment: File | null;
}

/** POST /api/{user|owner}/message (multipart), reporting the upload in percent. */
export const sendMessage = async (
  area: ChatArea,
  input: SendMessageInput,
  onProgress?: (percent: number) => void,
): Promise<SendMessageResponse> => {
  const { sendMessageResponseSchema } = await chatSchemas.load();
  const form = new FormData();
  form.append('receiver', input.receiver);
  if (input.propertyId) form.append('propertyId', input.propertyId);
  if (input.text) form.append('text', input.text);
  form.append('clientId', input.clientId);
  // The file goes last: the server reads the text fields before it streams the file.
  if (input.attachment) form.append('attachment', input.attachment, input.attachment.name);
  const response = await apiClient.post<unknown>(`/${area}/message`, form, {
    onUploadProgress: (event) => {
      if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100));
    },
  });
  return sendMessageResponseSchema.parse(response.data);
};
