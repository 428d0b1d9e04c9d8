import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useApiMutation, type MutationOptionsOf } from '../../../lib/mutation-config';
import { isOtherThanDetailOf, propertyKeys } from './keys';

/**
 * Deleting a listing, from whichever side: refresh every list, and only mark the deleted
 * listing's own page stale (see `isOtherThanDetailOf`).
 */
export const useDeleteListing = <Result>(
  deleteFn: (id: string) => Promise<Result>,
  detailKey: (id: string) => QueryKey,
  mutationConfig?: MutationOptionsOf<Result, string>,
) => {
  const queryClient = useQueryClient();
  return useApiMutation(
    deleteFn,
    {
      onSuccess: async (_result, id) => {
        await queryClient.invalidateQueries({
          queryKey: propertyKeys.all,
          predicate: isOtherThanDetailOf(id),
        });
        void queryClient.invalidateQueries({ queryKey: detailKey(id), refetchType: 'none' });
      },
    },
    mutationConfig,
  );
};
