import { useQueryClient } from '@tanstack/react-query';
import type { DateBlockInput } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { useApiMutation, type MutationHookOptions } from '../../../lib/mutation-config';
import { availabilitySchemas } from './load-schemas';
import { availabilityKeys } from './keys';

interface CreateDateBlockVariables {
  propertyId: string;
  block: DateBlockInput;
}

/**
 * POST /api/owner/property/{id}/blocks with `{ startDate, endDate (exclusive), note? }`. A block
 * can neither overlap a booking nor another block: the server answers 409 with its reason.
 */
export const createDateBlock = async ({ propertyId, block }: CreateDateBlockVariables) => {
  const { dateBlockInputSchema, dateBlockMutationResponseSchema } =
    await availabilitySchemas.load();
  const body = dateBlockInputSchema.parse(block);
  const response = await apiClient.post<unknown>(
    `/owner/property/${encodeURIComponent(propertyId)}/blocks`,
    body,
  );
  return dateBlockMutationResponseSchema.parse(response.data);
};

/** The form shows field errors in place; the caller toasts anything else (a 409 overlap). */
export const useCreateDateBlock = ({
  mutationConfig,
}: MutationHookOptions<typeof createDateBlock> = {}) => {
  const queryClient = useQueryClient();
  return useApiMutation(
    createDateBlock,
    {
      meta: { skipErrorToast: true },
      onSuccess: (_result, { propertyId }) =>
        queryClient.invalidateQueries({ queryKey: availabilityKeys.property(propertyId) }),
    },
    mutationConfig,
  );
};
