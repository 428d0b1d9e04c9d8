import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  dateBlockInputSchema,
  dateBlockMutationResponseSchema,
  type DateBlockInput,
} from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { availabilityKeys } from './keys';
import { toast } from '../../../lib/toast';

interface CreateDateBlockVariables {
  propertyId: string;
  block: DateBlockInput;
}

/**
 * POST /api/owner/property/{id}/blocks with `{ startDate, endDate (exclusive), note? }`. A block
 * can neither overlap a booking nor another block: the server answers 409 with its reason.
 */
export const createDateBlock = async ({ propertyId, block }: CreateDateBlockVariables) => {
  const body = dateBlockInputSchema.parse(block);
  const response = await apiClient.post<unknown>(
    `/owner/property/${encodeURIComponent(propertyId)}/blocks`,
    body,
  );
  return dateBlockMutationResponseSchema.parse(response.data);
};

/** The form shows field errors in place; the caller toasts anything else (a 409 overlap). */
export const useCreateDateBlock = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDateBlock,
    meta: { skipErrorToast: true },
    onSuccess: async (result, { propertyId }) => {
      toast.success(result.message);
      await queryClient.invalidateQueries({ queryKey: availabilityKeys.property(propertyId) });
    },
  });
};
