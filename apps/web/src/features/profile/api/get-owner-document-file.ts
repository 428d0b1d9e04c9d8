import { apiClient } from '../../../lib/api-client';

/** GET /api/owner/documents/{documentId}/file: needs the bearer token, so it comes as a Blob. */
export const getOwnerDocumentFile = async (documentId: string): Promise<Blob> => {
  const response = await apiClient.get<Blob>(`/owner/documents/${documentId}/file`, {
    responseType: 'blob',
  });
  return response.data;
};
