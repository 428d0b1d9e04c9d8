import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DateBlock } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { availabilitySchemas } from './load-schemas';
import { availabilityKeys } from './keys';

/** GET /api/owner/property/{id}/blocks: the owner's own blocks on that listing. */
export const listDateBlocks = async (propertyId: string): Promise<DateBlock[]> => {
  const [response, { dateBlockListResponseSchema }] = await Promise.all([
    apiClient.get<unknown>(`/owner/property/${encodeURIComponent(propertyId)}/blocks`),
    availabilitySchemas.load(),
  ]);
  return dateBlockListResponseSchema.parse(response.data).data;
};

export const dateBlocksQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: availabilityKeys.blocks(propertyId),
    queryFn: () => listDateBlocks(propertyId),
  });

export const useDateBlocks = (propertyId: string) => useQuery(dateBlocksQueryOptions(propertyId));
