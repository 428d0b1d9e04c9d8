import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { propertyKeys } from './keys';

/** Each moderation action toasts the server's message and refreshes every property list. */
export const useModerationMutation = <Variables>(
  mutationFn: (variables: Variables) => Promise<{ message: string }>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result) => {
      toast.success(result.message);
      await queryClient.invalidateQueries({ queryKey: propertyKeys.all });
    },
  });
};
