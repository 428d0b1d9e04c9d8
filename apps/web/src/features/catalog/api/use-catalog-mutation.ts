import { useInvalidatingMutation, type MutationOptionsOf } from '../../../lib/mutation-config';
import { catalogKeys } from './keys';

/** Catalogue changes refresh every features and services list. */
export const useCatalogMutation = <Result, Variables>(
  mutationFn: (variables: Variables) => Promise<Result>,
  mutationConfig?: MutationOptionsOf<Result, Variables>,
) => useInvalidatingMutation(mutationFn, catalogKeys.all, mutationConfig);
