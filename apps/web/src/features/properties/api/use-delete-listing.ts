import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { isOtherThanDetailOf, propertyKeys } from './keys';

/**
 * Deleting a listing, from whichever side: toast the server's message, refresh every list, and
 * only mark the deleted listing's own page stale (see `isOtherThanDetailOf`).
 */
export const useDeleteListing = (
  deleteFn: (id: string) => Promise<{ message: string }>,
  detailKey: (id: string) => QueryKey,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFn,
    onSuccess: async (result, id) => {
      toast.success(result.message);
      await queryClient.invalidateQueries({
        queryKey: propertyKeys.all,
        predicate: isOtherThanDetailOf(id),
      });
      void queryClient.invalidateQueries({ queryKey: detailKey(id), refetchType: 'none' });
    },
  });
};
