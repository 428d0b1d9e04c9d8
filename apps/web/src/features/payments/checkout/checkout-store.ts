import { create } from 'zustand';
import type { PaymentOrder, RazorpayPaymentData } from '@nestly/shared';

export interface TestCheckoutRequest {
  order: PaymentOrder;
  description: string;
  resolve: (paymentData: RazorpayPaymentData) => void;
  reject: (error: Error) => void;
}

/** The one test checkout on screen; the CheckoutHost draws it. */
export const useCheckoutStore = create<{ request: TestCheckoutRequest | null }>(() => ({
  request: null,
}));
