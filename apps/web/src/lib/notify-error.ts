import { errorMessage } from './api-error';
import { toast } from './toast';

/**
 * Toasts a failure with the server's message. The same message is not stacked while its toast
 * is still showing (ten wrong passwords make one toast, not ten).
 */
export const notifyError = (error: unknown): void => {
  const message = errorMessage(error);
  toast.error(message, { toastId: `error:${message}` });
};
