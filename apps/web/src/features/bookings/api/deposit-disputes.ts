import { useQuery } from '@tanstack/react-query';
import type { DepositDisputeListResponse, ResolveDepositDisputeInput } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { exportOf } from '../../../lib/load-once';
import { useInvalidatingMutation, type MutationOptionsOf } from '../../../lib/mutation-config';
import { getParsed, keepPreviousQueryOptions } from '../../../lib/query-helpers';
import { bookingSchemas } from './load-schemas';
import { bookingKeys, type DepositDisputeListParams } from './keys';

/** GET /api/admin/deposit-disputes with page, limit and status (open, resolved): the list shape. */
export const listDepositDisputes = (
  params: DepositDisputeListParams,
): Promise<DepositDisputeListResponse> =>
  getParsed(
    '/admin/deposit-disputes',
    exportOf(bookingSchemas, 'depositDisputeListResponseSchema'),
    params,
  );

export const depositDisputesQueryOptions = (params: DepositDisputeListParams) =>
  keepPreviousQueryOptions(bookingKeys.depositDisputes(params), () => listDepositDisputes(params));

export const useDepositDisputes = (params: DepositDisputeListParams) =>
  useQuery(depositDisputesQueryOptions(params));

export interface ResolveDepositDisputeRequest extends ResolveDepositDisputeInput {
  /** The dispute's id (not the booking's). */
  id: string;
}

/**
 * POST /api/admin/deposit-disputes/{id}/resolve with `{ ownerAmount }` (paise, at most the
 * deposit): the owner gets that, the tenant the rest.
 */
export const resolveDepositDispute = async ({ id, ...input }: ResolveDepositDisputeRequest) => {
  const { resolveDepositDisputeShapeSchema, resolveDepositDisputeResponseSchema } =
    await bookingSchemas.load();
  const response = await apiClient.post<unknown>(
    `/admin/deposit-disputes/${encodeURIComponent(id)}/resolve`,
    resolveDepositDisputeShapeSchema.parse(input),
  );
  return resolveDepositDisputeResponseSchema.parse(response.data);
};

export const useResolveDepositDispute = (
  mutationConfig?: MutationOptionsOf<
    Awaited<ReturnType<typeof resolveDepositDispute>>,
    ResolveDepositDisputeRequest
  >,
) => useInvalidatingMutation(resolveDepositDispute, bookingKeys.all, mutationConfig);
