import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useApiMutation, type MutationHookOptions } from '../../../lib/mutation-config';
import { checkoutSchemas } from './load-schemas';
import { checkoutKeys } from './keys';

/** DELETE /api/user/cart/clear: forgets the selection (and lets a held pending booking go). */
export const clearCart = async () => {
  const { messageResponseSchema } = await checkoutSchemas.load();
  const response = await apiClient.delete<unknown>('/user/cart/clear');
  return messageResponseSchema.parse(response.data);
};

export const useClearCart = (
  accountId: string,
  { mutationConfig }: MutationHookOptions<typeof clearCart> = {},
) => {
  const queryClient = useQueryClient();
  return useApiMutation(
    clearCart,
    {
      onSuccess: async () => {
        queryClient.setQueryData(checkoutKeys.cart(accountId), null);
        await queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
      },
    },
    mutationConfig,
  );
};
