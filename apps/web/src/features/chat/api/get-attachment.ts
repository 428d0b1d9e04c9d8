import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { chatKeys } from './keys';

/**
 * An attachment is private to the two people (PRODUCT.md, Chat): its URL is an API path that
 * needs the bearer token, so it is fetched through the api-client as a Blob, never linked.
 */
export const getAttachmentFile = async (url: string): Promise<Blob> => {
  // The client's base URL is /api already; the message carries the full path.
  const path = url.startsWith('/api/') ? url.slice('/api'.length) : url;
  const response = await apiClient.get<Blob>(path, { responseType: 'blob' });
  return response.data;
};

/** A sent file never changes: fetched once per session, shared by the thumbnail and the viewer. */
export const attachmentQueryOptions = (url: string) =>
  queryOptions({
    queryKey: chatKeys.attachment(url),
    queryFn: () => getAttachmentFile(url),
    staleTime: Infinity,
  });

export const useAttachmentFile = (url: string, enabled = true) =>
  useQuery({ ...attachmentQueryOptions(url), enabled });
