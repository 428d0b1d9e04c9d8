import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TakenRange } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { availabilitySchemas } from './load-schemas';
import { availabilityKeys, type AvailabilityRole } from './keys';

/**
 * GET /api/{user,owner}/property/{id}/availability: the ranges [start, end) that are booked or
 * blocked. Booking details are never exposed, only the kind.
 */
export const getAvailability = async (
  role: AvailabilityRole,
  propertyId: string,
): Promise<TakenRange[]> => {
  const [response, { availabilityResponseSchema }] = await Promise.all([
    apiClient.get<unknown>(`/${role}/property/${encodeURIComponent(propertyId)}/availability`),
    availabilitySchemas.load(),
  ]);
  return availabilityResponseSchema.parse(response.data).taken;
};

/** Always fresh on mount: someone else may have booked since the page was last drawn. */
export const availabilityQueryOptions = (role: AvailabilityRole, propertyId: string) =>
  queryOptions({
    queryKey: availabilityKeys.taken(role, propertyId),
    queryFn: () => getAvailability(role, propertyId),
    staleTime: 0,
  });

export const useAvailability = (role: AvailabilityRole, propertyId: string) =>
  useQuery(availabilityQueryOptions(role, propertyId));
