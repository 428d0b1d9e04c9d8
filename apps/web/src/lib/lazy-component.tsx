import type { ComponentType } from 'react';
import { PendingDialogBackdrop } from '../components/ui/dialog';
import { loadOnce } from './load-once';
import { useLoaded } from './use-loaded';

/**
 * A component whose code stays out of its page's first load: a dialog holding a form (with
 * react-hook-form, 16 KiB gzipped) that the page draws closed. Its code is fetched once someone
 * engages with the page (when-engaged.ts), or at once when it is drawn open (`open: true`) first;
 * until it is here, a closed one draws nothing and an open one the dialog's backdrop.
 */
export const lazyComponent = <Props extends object>(
  fetchComponent: () => Promise<ComponentType<Props>>,
) => {
  const code = loadOnce(fetchComponent);
  function LazyComponent(props: Props) {
    const isOpen = (props as { open?: unknown }).open === true;
    // Offline, a closed one tries again when it is opened.
    const Loaded = useLoaded(code, { whenFailed: 'wait', fetchNow: isOpen });
    if (Loaded) return <Loaded {...props} />;
    return isOpen ? <PendingDialogBackdrop /> : null;
  }
  return Object.assign(LazyComponent, { preload: code.load });
};
