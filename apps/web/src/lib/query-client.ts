import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { notifyError } from './notify-error';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: Error;
    /** `skipErrorToast`: the mutation shows its own outcome for failures. */
    mutationMeta: { skipErrorToast?: boolean };
  }
}

/** Client errors (4xx) will not succeed on a retry; network and server errors might. */
const shouldRetry = (failureCount: number, error: Error): boolean => {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
};

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    // Failed actions are outcomes: toast the server's message (429s included). A blocked
    // account is toasted once by the api-client itself.
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.skipErrorToast) return;
        if (isApiError(error) && error.code === 'ACCOUNT_BLOCKED') return;
        notifyError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
