import type * as ReactToastify from 'react-toastify';
import type { Id, ToastContent, ToastOptions } from 'react-toastify';

type Toastify = typeof ReactToastify;

/**
 * The app's toasts. react-toastify (and its container) loads the first time a toast is shown, not
 * with the landing page (issue 12, bundle budget): the calls made before it has loaded are shown,
 * in order, once it has (react-toastify queues them until the container mounts); later calls go
 * straight through.
 */
let loading: Promise<Toastify> | null = null;
let loaded: Toastify | null = null;

/** Whether a toast has been asked for, so the ToastHost mounts the container. */
let requested = false;
const hostListeners = new Set<() => void>();

export const subscribeToToastRequests = (listener: () => void): (() => void) => {
  hostListeners.add(listener);
  return () => {
    hostListeners.delete(listener);
  };
};
export const areToastsRequested = (): boolean => requested;

const withToastify = (show: (toastify: Toastify) => void): void => {
  if (loaded) {
    show(loaded);
    return;
  }
  if (!loading) {
    loading = import('react-toastify').then((toastify) => {
      loaded = toastify;
      return toastify;
    });
    requested = true;
    hostListeners.forEach((listener) => listener());
  }
  loading.then(show, (error: unknown) => console.error('Could not load the toasts', error));
};

const showAs =
  (type: 'success' | 'error' | 'info' | 'warning') =>
  // Passed on as given (no `undefined` options added), exactly as a direct call would be.
  (...args: [content: ToastContent, options?: ToastOptions]): void =>
    withToastify(({ toast: toastify }) => {
      toastify[type](...args);
    });

export const toast = {
  success: showAs('success'),
  error: showAs('error'),
  info: showAs('info'),
  warning: showAs('warning'),
  /** Closes one toast, or all of them. */
  dismiss: (...args: [id?: Id]): void =>
    withToastify(({ toast: toastify }) => {
      toastify.dismiss(...args);
    }),
};
