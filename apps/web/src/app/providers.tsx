import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { CheckoutHost } from '../features/payments/components/checkout-host';
import { createQueryClient } from '../lib/query-client';
import { stopRealtime } from '../lib/realtime';
import { useAuthStore } from '../stores/auth-store';
import { ToastHost } from './toast-host';

/**
 * Query cache, toasts (mounted with the first one: app/toast-host), the payment checkout host and
 * session hygiene (a sign-out empties the cache and closes the live connection).
 */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  // When a session ends, nothing cached for that person may be shown to the next one.
  useEffect(
    () =>
      useAuthStore.subscribe((state, previous) => {
        if (previous.isAuthenticated && !state.isAuthenticated) {
          queryClient.clear();
          stopRealtime();
        }
      }),
    [queryClient],
  );

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <CheckoutHost />
      <ToastHost />
    </QueryClientProvider>
  );
}
