import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Slide, ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '@nestly/shared';
import { CheckoutHost } from '../features/payments/components/checkout-host';
import { createQueryClient } from '../lib/query-client';
import { useAuthStore } from '../stores/auth-store';

/**
 * Query cache, toasts (top-right, coloured, 5 s: spec section 9), the payment checkout host and
 * session hygiene.
 */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  // When a session ends, nothing cached for that person may be shown to the next one.
  useEffect(
    () =>
      useAuthStore.subscribe((state, previous) => {
        if (previous.isAuthenticated && !state.isAuthenticated) queryClient.clear();
      }),
    [queryClient],
  );

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <CheckoutHost />
      <ToastContainer
        position="top-right"
        autoClose={TOAST_AUTO_CLOSE_MS}
        theme="colored"
        transition={Slide}
        newestOnTop
        pauseOnFocusLoss={false}
      />
    </QueryClientProvider>
  );
}
