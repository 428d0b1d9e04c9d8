/**
 * Why a checkout ended without a payment: the person closed it, the payment failed, or after a
 * failure they asked to try again (which needs a fresh provider order from the caller).
 * Lives in lib, like ApiError, because every feature that takes payments reads it.
 */
export type CheckoutEndReason = 'dismissed' | 'failed' | 'retry';

export class CheckoutError extends Error {
  readonly reason: CheckoutEndReason;

  constructor(reason: CheckoutEndReason, message?: string) {
    super(
      message ??
        (reason === 'dismissed'
          ? 'Payment cancelled. Nothing was charged.'
          : 'The payment did not go through. Nothing was charged.'),
    );
    this.name = 'CheckoutError';
    this.reason = reason;
  }
}

export const isCheckoutError = (error: unknown): error is CheckoutError =>
  error instanceof CheckoutError;
