import { Slide, ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '@nestly/shared';

/** Where toasts start: under the tallest top bar (the user header, 4.5 rem) with a small gap. */
const TOAST_TOP_OFFSET = '5.25rem';

/** At most this many toasts show at once; the next wait for a place (issue 29: a burst covered menus). */
const TOASTS_AT_ONCE = 3;

/**
 * Toasts top-right, coloured, 5 s (spec section 9); loaded with the first toast (lib/toast), which
 * also folds repeated and grouped toasts into one.
 */
export default function AppToastContainer() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      theme="colored"
      transition={Slide}
      newestOnTop
      limit={TOASTS_AT_ONCE}
      pauseOnFocusLoss={false}
      // Below the fixed top bars (4.5 rem at most), so a toast never covers the account menu.
      style={{ top: TOAST_TOP_OFFSET }}
    />
  );
}
