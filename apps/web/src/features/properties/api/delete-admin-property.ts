import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { isOtherThanDetailOf, propertyKeys } from './keys';
import { toast } from '../../../lib/toast';

/** DELETE /api/admin/properties/{id} (soft; refused while a booking is upcoming). */
export const deleteAdminProperty = async (id: string) => {
  const response = await apiClient.delete<unknown>(`/admin/properties/${encodeURIComponent(id)}`);
  return messageResponseSchema.parse(response.data);
};

export const useDeleteAdminProperty = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminProperty,
    onSuccess: async (result, id) => {
      toast.success(result.message);
      await queryClient.invalidateQueries({
        queryKey: propertyKeys.all,
        predicate: isOtherThanDetailOf(id),
      });
      void queryClient.invalidateQueries({
        queryKey: propertyKeys.adminDetail(id),
        refetchType: 'none',
      });
    },
  });
};
