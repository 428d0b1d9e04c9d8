import type { ReactNode } from 'react';
import { CheckoutHost } from '../features/payments/components/checkout-host';
import { ToastHost } from './toast-host';

/**
 * Toasts (mounted with the first one: app/toast-host) and the payment checkout host. The query
 * cache is not here: it loads with the first screen that queries (lib/query-boundary), so the
 * landing page does without it; a sign-out empties it (there) and closes the live connection
 * (lib/realtime).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <CheckoutHost />
      <ToastHost />
    </>
  );
}
