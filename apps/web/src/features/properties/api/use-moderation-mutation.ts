import { useMutation, useQueryClient } from '@tanstack/react-query';
import { propertyKeys } from './keys';
import { toast } from '../../../lib/toast';

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
