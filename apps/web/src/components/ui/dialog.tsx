import { loadOnce } from '../../lib/load-once';
import { useLoaded } from '../../lib/use-loaded';
import type { DialogProps } from './dialog-on-radix';

export type { DialogProps } from './dialog-on-radix';

const radixDialog = loadOnce(() => import('./dialog-on-radix'));

/** What an open dialog shows while its code is on its way: the backdrop it will have. */
export function PendingDialogBackdrop() {
  return <div className="fixed inset-0 z-50 bg-slate-900/50" aria-hidden />;
}

/** Fetches the dialog's code now (tests, before they open one synchronously). */
export const preloadDialog = () => radixDialog.load();

/**
 * Modal dialog or drawer (dialog-on-radix.tsx, on Radix's Dialog). Pages draw their dialogs
 * closed, and Radix's dialog with its focus scope, dismissable layer and scroll lock is 12 KiB
 * gzipped that no page needs to draw: a closed dialog fetches it once someone engages with the
 * page (lib/when-engaged.ts), so it is there by the time they open one. Opened sooner, the
 * backdrop shows while it comes; focus stays on the control that opened it, which Radix then
 * keeps to give back on close.
 */
export function Dialog(props: DialogProps) {
  const { open, onClose } = props;
  const loaded = useLoaded(radixDialog, {
    fetchNow: open,
    // Offline or a stale deploy: an open dialog closes rather than leave a backdrop that cannot
    // be dismissed; the next open tries again.
    whenFailed: open ? onClose : 'wait',
  });

  if (!open) return null;
  if (!loaded) return <PendingDialogBackdrop />;
  return <loaded.DialogOnRadix {...props} />;
}
