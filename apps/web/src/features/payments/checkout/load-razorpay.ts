import type { RazorpayPaymentData } from '@nestly/shared';

export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** The part of Razorpay's Checkout (checkout.js) this app uses. */
export interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  handler: (response: RazorpayPaymentData) => void;
  modal?: { ondismiss?: () => void; escape?: boolean };
  theme?: { color?: string };
}

export interface RazorpayInstance {
  open: () => void;
  on: (event: 'payment.failed', handler: (response: unknown) => void) => void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

let loading: Promise<NonNullable<Window['Razorpay']>> | null = null;

/** Adds checkout.js to the page once, on first use; a failed load can be retried. */
export const loadRazorpay = (): Promise<NonNullable<Window['Razorpay']>> => {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<NonNullable<Window['Razorpay']>>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT_URL;
    script.async = true;
    script.onload = () =>
      window.Razorpay
        ? resolve(window.Razorpay)
        : reject(new Error('The payment window did not load. Try again.'));
    script.onerror = () => {
      script.remove();
      reject(new Error('The payment window could not be loaded. Check your connection.'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
};
