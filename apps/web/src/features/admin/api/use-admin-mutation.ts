import { useInvalidatingMutation, type MutationOptionsOf } from '../../../lib/mutation-config';
import { adminKeys } from './keys';

/** Every moderation action refreshes all admin lists and counts. */
export const useAdminMutation = <Result, Variables>(
  mutationFn: (variables: Variables) => Promise<Result>,
  mutationConfig?: MutationOptionsOf<Result, Variables>,
) => useInvalidatingMutation(mutationFn, adminKeys.all, mutationConfig);
