import { queryOptions, useQuery } from '@tanstack/react-query';
import { dateBlockListResponseSchema, type DateBlock } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { availabilityKeys } from './keys';

/** GET /api/owner/property/{id}/blocks: the owner's own blocks on that listing. */
export const listDateBlocks = async (propertyId: string): Promise<DateBlock[]> => {
  const response = await apiClient.get<unknown>(
    `/owner/property/${encodeURIComponent(propertyId)}/blocks`,
  );
  return dateBlockListResponseSchema.parse(response.data).data;
};

export const dateBlocksQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: availabilityKeys.blocks(propertyId),
    queryFn: () => listDateBlocks(propertyId),
  });

export const useDateBlocks = (propertyId: string) => useQuery(dateBlocksQueryOptions(propertyId));
