import { Component, lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { areToastsRequested, subscribeToToastRequests } from '../lib/toast';

const AppToastContainer = lazy(() => import('./toast-container'));

/** A toast container that cannot load (offline) costs the toasts, never the page. */
class WithoutToastsOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Could not show the toasts', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Mounts the toast container once the first toast is asked for (lib/toast), not before. */
export function ToastHost() {
  const requested = useSyncExternalStore(
    subscribeToToastRequests,
    areToastsRequested,
    areToastsRequested,
  );
  if (!requested) return null;
  return (
    <WithoutToastsOnError>
      <Suspense fallback={null}>
        <AppToastContainer />
      </Suspense>
    </WithoutToastsOnError>
  );
}
