import { useInvalidatingMutation, type MutationOptionsOf } from '../../../lib/mutation-config';
import { propertyKeys } from './keys';

/** Each moderation action refreshes every property list. */
export const useModerationMutation = <Result, Variables>(
  mutationFn: (variables: Variables) => Promise<Result>,
  mutationConfig?: MutationOptionsOf<Result, Variables>,
) => useInvalidatingMutation(mutationFn, propertyKeys.all, mutationConfig);
