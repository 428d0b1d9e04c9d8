import {
  ownerEarningsResponseSchema,
  type DashboardRange,
  type OwnerEarningsResponse,
} from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';

/**
 * GET /api/owner/dashboard/earnings?range=…: each booking's credits and reversals on the owner's
 * wallet in the range. Fetched when the owner asks for the CSV (not kept in the cache).
 */
export const getOwnerEarnings = async (range: DashboardRange): Promise<OwnerEarningsResponse> => {
  const response = await apiClient.get<unknown>('/owner/dashboard/earnings', {
    params: { range },
  });
  return ownerEarningsResponseSchema.parse(response.data);
};
