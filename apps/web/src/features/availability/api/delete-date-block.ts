import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { availabilityKeys } from './keys';
import { toast } from '../../../lib/toast';

interface DeleteDateBlockVariables {
  propertyId: string;
  blockId: string;
}

/** DELETE /api/owner/property/{id}/blocks/{blockId}: the dates are free again. */
export const deleteDateBlock = async ({ propertyId, blockId }: DeleteDateBlockVariables) => {
  const response = await apiClient.delete<unknown>(
    `/owner/property/${encodeURIComponent(propertyId)}/blocks/${encodeURIComponent(blockId)}`,
  );
  return messageResponseSchema.parse(response.data);
};

export const useDeleteDateBlock = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDateBlock,
    onSuccess: async (result, { propertyId }) => {
      toast.success(result.message);
      await queryClient.invalidateQueries({ queryKey: availabilityKeys.property(propertyId) });
    },
  });
};
