import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from './keys';
import { toast } from '../../../lib/toast';

/** Catalogue changes toast the server's message and refresh every features and services list. */
export const useCatalogMutation = <Variables>(
  mutationFn: (variables: Variables) => Promise<{ message: string }>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result) => {
      toast.success(result.message);
      await queryClient.invalidateQueries({ queryKey: catalogKeys.all });
    },
  });
};
