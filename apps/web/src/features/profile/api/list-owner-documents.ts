import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownerDocumentsResponseSchema, type OwnerDocument } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** GET /api/owner/documents: the signed-in owner's identity documents. */
export const listOwnerDocuments = async (): Promise<OwnerDocument[]> => {
  const response = await apiClient.get<unknown>('/owner/documents');
  return ownerDocumentsResponseSchema.parse(response.data).data;
};

export const ownerDocumentsQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.ownerDocuments, queryFn: listOwnerDocuments });

export const useOwnerDocuments = () => useQuery(ownerDocumentsQueryOptions());
