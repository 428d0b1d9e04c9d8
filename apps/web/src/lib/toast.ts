import type { Id, ToastContent } from 'react-toastify';
import type * as Loaded from './toast-groups';
import type { AppToastOptions, ToastType } from './toast-groups';

export type { AppToastOptions, ToastGroup } from './toast-groups';

/**
 * The app's toasts. react-toastify (and its container) loads the first time a toast is shown, not
 * with the landing page (issue 12, bundle budget): the calls made before it has loaded are shown,
 * in order, once it has (react-toastify queues them until the container mounts); later calls go
 * straight through.
 */
let loading: Promise<typeof Loaded> | null = null;
let loaded: typeof Loaded | null = null;

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

/** react-toastify comes with lib/toast-groups, which folds repeated toasts into one. */
const withToastify = (show: (toasts: typeof Loaded) => void): void => {
  if (loaded) {
    show(loaded);
    return;
  }
  if (!loading) {
    loading = import('./toast-groups').then((toasts) => {
      loaded = toasts;
      return toasts;
    });
    requested = true;
    hostListeners.forEach((listener) => listener());
  }
  loading.then(show, (error: unknown) => console.error('Could not load the toasts', error));
};

const showAs =
  (type: ToastType) =>
  (content: ToastContent, options?: AppToastOptions): void =>
    withToastify(({ showToast }) => showToast(type, content, options));

export const toast = {
  success: showAs('success'),
  error: showAs('error'),
  info: showAs('info'),
  warning: showAs('warning'),
  /** Closes one toast, or all of them. */
  dismiss: (...args: [id?: Id]): void =>
    withToastify(({ toastify }) => {
      toastify.dismiss(...args);
    }),
};
