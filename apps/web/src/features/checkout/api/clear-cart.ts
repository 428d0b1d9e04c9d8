import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { checkoutKeys } from './keys';
import { toast } from '../../../lib/toast';

/** DELETE /api/user/cart/clear: forgets the selection (and lets a held pending booking go). */
export const clearCart = async () => {
  const response = await apiClient.delete<unknown>('/user/cart/clear');
  return messageResponseSchema.parse(response.data);
};

export const useClearCart = (accountId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearCart,
    onSuccess: async (result) => {
      toast.success(result.message);
      queryClient.setQueryData(checkoutKeys.cart(accountId), null);
      await queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
    },
  });
};
