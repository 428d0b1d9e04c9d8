import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { isOtherThanDetailOf, propertyKeys } from './keys';
import { toast } from '../../../lib/toast';

/** DELETE /api/owner/delete/{id}; 409 while a booking is upcoming (its message is toasted). */
export const deleteProperty = async (id: string) => {
  const response = await apiClient.delete<unknown>(`/owner/delete/${encodeURIComponent(id)}`);
  return messageResponseSchema.parse(response.data);
};

export const useDeleteProperty = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProperty,
    onSuccess: async (result, id) => {
      toast.success(result.message);
      await queryClient.invalidateQueries({
        queryKey: propertyKeys.all,
        predicate: isOtherThanDetailOf(id),
      });
      void queryClient.invalidateQueries({
        queryKey: propertyKeys.ownerDetail(id),
        refetchType: 'none',
      });
    },
  });
};
