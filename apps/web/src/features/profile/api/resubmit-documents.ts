import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResubmitDocumentsResponse } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { profileSchemas } from './load-schemas';

interface ResubmitDocumentsRequest {
  files: File[];
  onProgress?: (percent: number) => void;
}

/**
 * POST /api/owner/documents, multipart field `documents` (1–3 PDF/JPEG/PNG, 10 MB each): a
 * rejected owner's new documents; the account is pending review again.
 */
export const resubmitDocuments = async ({
  files,
  onProgress,
}: ResubmitDocumentsRequest): Promise<ResubmitDocumentsResponse> => {
  const { resubmitDocumentsResponseSchema } = await profileSchemas.load();
  const form = new FormData();
  for (const file of files) form.append('documents', file, file.name);
  const response = await apiClient.post<unknown>('/owner/documents', form, {
    onUploadProgress: (event) => {
      if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100));
    },
  });
  return resubmitDocumentsResponseSchema.parse(response.data);
};

export const useResubmitDocuments = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resubmitDocuments,
    // The approval shows on the profile, the dashboard and the route guards' status: all refetch.
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
