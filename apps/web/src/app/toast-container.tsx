import { Slide, ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '@nestly/shared';

/** Where toasts start: under the tallest top bar (the user header, 4.5 rem) with a small gap. */
const TOAST_TOP_OFFSET = '5.25rem';

/** Toasts top-right, coloured, 5 s (spec section 9); loaded with the first toast (lib/toast). */
export default function AppToastContainer() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      theme="colored"
      transition={Slide}
      newestOnTop
      pauseOnFocusLoss={false}
      // Below the fixed top bars (4.5 rem at most), so a toast never covers the account menu.
      style={{ top: TOAST_TOP_OFFSET }}
    />
  );
}
