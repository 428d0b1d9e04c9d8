import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './keys';
import { toast } from '../../../lib/toast';

/** Every moderation action toasts the server's message and refreshes all admin lists and counts. */
export const useAdminMutation = <Variables>(
  mutationFn: (variables: Variables) => Promise<{ message: string }>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result) => {
      toast.success(result.message);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
};
