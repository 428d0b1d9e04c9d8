import { useContext, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './query-client';
import { useAuthStore } from '../stores/auth-store';

/**
 * The app's one query cache. It lives in this lazily loaded module, not in the entry: the landing
 * page queries nothing, so TanStack Query loads with the first screen that does (issue 12, bundle
 * budget). The frames, the screens and the checkout host each wrap themselves in a
 * `QueryBoundary`; all of them share this client, so the cache survives moving between them.
 */
const appQueryClient = createQueryClient();

// When a session ends, nothing cached for that person may be shown to the next one.
useAuthStore.subscribe((state, previous) => {
  if (previous.isAuthenticated && !state.isAuthenticated) appQueryClient.clear();
});

/** Provides the app's query client, unless one is already provided above (an outer frame, a test). */
export function QueryBoundary({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={appQueryClient}>{children}</QueryClientProvider>;
}
