import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerDocument } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { profileSchemas } from './load-schemas';
import { profileKeys } from './keys';

/** GET /api/owner/documents: the signed-in owner's identity documents. */
export const listOwnerDocuments = async (): Promise<OwnerDocument[]> => {
  const [response, { ownerDocumentsResponseSchema }] = await Promise.all([
    apiClient.get<unknown>('/owner/documents'),
    profileSchemas.load(),
  ]);
  return ownerDocumentsResponseSchema.parse(response.data).data;
};

export const ownerDocumentsQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.ownerDocuments, queryFn: listOwnerDocuments });

export const useOwnerDocuments = () => useQuery(ownerDocumentsQueryOptions());
