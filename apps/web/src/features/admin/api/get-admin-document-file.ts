import { apiClient } from '../../../lib/api-client';

/** GET /api/admin/documents/{documentId}/file: fetched as a Blob because it needs the token. */
export const getAdminDocumentFile = async (documentId: string): Promise<Blob> => {
  const response = await apiClient.get<Blob>(`/admin/documents/${documentId}/file`, {
    responseType: 'blob',
  });
  return response.data;
};
