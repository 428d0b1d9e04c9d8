import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Instalment,
  PayInstalmentResponse,
  PaymentMethod,
  RazorpayPaymentData,
} from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { isCheckoutError } from '../../../lib/checkout-error';
import { newIdempotencyKey, withIdempotencyKey } from '../../../lib/idempotency-key';
import { notifyError } from '../../../lib/notify-error';
import { toastCheckoutEnd, type PayOrder } from '../../../lib/pay-order';
import { toast } from '../../../lib/toast';
import { bookingSchemas } from './load-schemas';

/**
 * POST /api/user/instalments/{id}/pay with `{ method }` and an Idempotency-Key (one per attempt:
 * a retry of the request sends the same one). From the wallet it pays at once (409 when the
 * wallet is short); by card it answers the provider order to pay. A paid month answers as paid.
 */
export const payInstalment = async (
  instalmentId: string,
  method: PaymentMethod,
  idempotencyKey: string = newIdempotencyKey(),
): Promise<PayInstalmentResponse> => {
  const { payInstalmentInputSchema, payInstalmentResponseSchema } = await bookingSchemas.load();
  const body = payInstalmentInputSchema.parse({ method });
  const response = await apiClient.post<unknown>(
    `/user/instalments/${encodeURIComponent(instalmentId)}/pay`,
    body,
    withIdempotencyKey(idempotencyKey),
  );
  return payInstalmentResponseSchema.parse(response.data);
};

/**
 * POST /api/user/razorpay/verify with what the card checkout handed back. Only the answer's
 * message is read (schemas.ts, instalmentPaymentVerifiedSchema).
 */
export const verifyInstalmentPayment = async (paymentData: RazorpayPaymentData) => {
  const { razorpayPaymentDataSchema, instalmentPaymentVerifiedSchema } =
    await bookingSchemas.load();
  const body = razorpayPaymentDataSchema.parse(paymentData);
  const response = await apiClient.post<unknown>('/user/razorpay/verify', body);
  return instalmentPaymentVerifiedSchema.parse(response.data);
};

export interface PayInstalmentRequest {
  instalment: Instalment;
  method: PaymentMethod;
  /** What the card window says is paid for, e.g. "Backwater-view 2BHK: month 3". */
  description: string;
}

/**
 * Paying one month: from the wallet in one call; by card through the same checkout window as a
 * booking (order, pay, verify; "Try again" after a failed payment asks for a fresh order).
 */
export const payInstalmentWith = async (
  { instalment, method, description }: PayInstalmentRequest,
  pay: PayOrder,
): Promise<{ message: string }> => {
  for (;;) {
    const answer = await payInstalment(instalment.id, method);
    // From the wallet, or already paid meanwhile: nothing to take to the card window.
    if (!answer.order) return answer;
    let paymentData: RazorpayPaymentData;
    try {
      paymentData = await pay(answer.order, description);
    } catch (error) {
      if (isCheckoutError(error) && error.reason === 'retry') continue;
      throw error;
    }
    return verifyInstalmentPayment(paymentData);
  }
};

/**
 * A payment changes the schedule, the booking, the wallet and the dashboards: everything on
 * screen refetches (the rest is marked stale), whatever the outcome (a 409 may mean paid meanwhile).
 */
export const usePayInstalment = (pay: PayOrder) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PayInstalmentRequest) => payInstalmentWith(request, pay),
    meta: { skipErrorToast: true },
    onSuccess: (result) => {
      toast.success(result.message);
    },
    onError: (error) => {
      if (!toastCheckoutEnd(error)) notifyError(error);
    },
    onSettled: () => queryClient.invalidateQueries(),
  });
};
