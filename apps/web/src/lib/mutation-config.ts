import {
  useMutation,
  useQueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { toast } from './toast';

export type MutationOptionsOf<Data, Variables> = Omit<
  UseMutationOptions<Data, Error, Variables>,
  'mutationFn'
>;

/**
 * What the caller of an api hook adds to its mutation: the UI side effects (toasts, navigation,
 * closing a dialog). The api hook keeps the data side: the request and the cache it changes.
 */
export type MutationConfig<MutationFn extends (variables: never) => Promise<unknown>> =
  MutationOptionsOf<Awaited<ReturnType<MutationFn>>, Parameters<MutationFn>[0]>;

export interface MutationHookOptions<MutationFn extends (variables: never) => Promise<unknown>> {
  mutationConfig?: MutationConfig<MutationFn>;
}

/** How an api hook's mutation changes the cache once it has succeeded (or failed). */
interface CacheEffects<Data, Variables> {
  onSuccess?: (data: Data, variables: Variables) => Promise<unknown> | void;
  onError?: (error: Error, variables: Variables) => Promise<unknown> | void;
  meta?: UseMutationOptions['meta'];
}

/**
 * An api hook's mutation: the caller's callbacks run first (its toast shows at once), then the
 * hook's cache effects, which the mutation awaits (it stays pending until the lists are fresh).
 */
export const useApiMutation = <Data, Variables>(
  mutationFn: (variables: Variables) => Promise<Data>,
  { onSuccess, onError, meta }: CacheEffects<Data, Variables>,
  mutationConfig: MutationOptionsOf<Data, Variables> = {},
) =>
  useMutation({
    meta,
    ...mutationConfig,
    mutationFn,
    onSuccess: async (data, variables, ...rest) => {
      await mutationConfig.onSuccess?.(data, variables, ...rest);
      await onSuccess?.(data, variables);
    },
    onError: async (error, variables, ...rest) => {
      await mutationConfig.onError?.(error, variables, ...rest);
      await onError?.(error, variables);
    },
  });

/** An action after which everything under `queryKey` refetches (a feature's lists and counts). */
export const useInvalidatingMutation = <Data, Variables>(
  mutationFn: (variables: Variables) => Promise<Data>,
  queryKey: QueryKey,
  mutationConfig?: MutationOptionsOf<Data, Variables>,
) => {
  const queryClient = useQueryClient();
  return useApiMutation(
    mutationFn,
    { onSuccess: () => queryClient.invalidateQueries({ queryKey }) },
    mutationConfig,
  );
};

/** The usual success side effect of an action: the server's own words. */
export const toastServerMessage = ({ message }: { message: string }): void => {
  toast.success(message);
};
