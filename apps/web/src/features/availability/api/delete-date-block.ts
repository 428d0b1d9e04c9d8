import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useApiMutation, type MutationHookOptions } from '../../../lib/mutation-config';
import { availabilitySchemas } from './load-schemas';
import { availabilityKeys } from './keys';

interface DeleteDateBlockVariables {
  propertyId: string;
  blockId: string;
}

/** DELETE /api/owner/property/{id}/blocks/{blockId}: the dates are free again. */
export const deleteDateBlock = async ({ propertyId, blockId }: DeleteDateBlockVariables) => {
  const { messageResponseSchema } = await availabilitySchemas.load();
  const response = await apiClient.delete<unknown>(
    `/owner/property/${encodeURIComponent(propertyId)}/blocks/${encodeURIComponent(blockId)}`,
  );
  return messageResponseSchema.parse(response.data);
};

export const useDeleteDateBlock = ({
  mutationConfig,
}: MutationHookOptions<typeof deleteDateBlock> = {}) => {
  const queryClient = useQueryClient();
  return useApiMutation(
    deleteDateBlock,
    {
      onSuccess: (_result, { propertyId }) =>
        queryClient.invalidateQueries({ queryKey: availabilityKeys.property(propertyId) }),
    },
    mutationConfig,
  );
};
