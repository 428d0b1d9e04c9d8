import type { FastifyInstance } from 'fastify';
import { formatIsoDate } from '@nestly/shared';
import type { TestClock } from '../../lib/clock';
import type { SignedInPerson } from './accounts';

/** The calendar day `days` after the test clock's today. */
export const daysFromNow = (clock: TestClock, days: number) =>
  formatIsoDate(new Date(clock.now().getTime() + days * 86_400_000));

export interface CartChoice {
  propertyId: string;
  moveInDate: string;
  rentalPeriod?: number;
  addOns?: string[];
}

/** Saves dates (and add-ons, when given) into the user's cart; answers the priced checkout. */
export const fillCart = async (app: FastifyInstance, user: SignedInPerson, choice: CartChoice) => {
  const dates = await app.inject({
    method: 'POST',
    url: '/api/user/checkout/save-booking-dates',
    headers: user.auth,
    payload: {
      propertyId: choice.propertyId,
      moveInDate: choice.moveInDate,
      rentalPeriod: choice.rentalPeriod ?? 2,
    },
  });
  if (dates.statusCode !== 200) throw new Error(`save dates failed: ${dates.body}`);
  if (!choice.addOns) return dates.json().cart;
  const addOns = await app.inject({
    method: 'POST',
    url: '/api/user/checkout/save-addons',
    headers: user.auth,
    payload: { propertyId: choice.propertyId, addOns: choice.addOns },
  });
  if (addOns.statusCode !== 200) throw new Error(`save add-ons failed: ${addOns.body}`);
  return addOns.json().cart;
};

export const startCardOrder = (app: FastifyInstance, user: SignedInPerson, amount: number) =>
  app.inject({
    method: 'POST',
    url: `/api/user/razorpay/order/${user.id}`,
    headers: user.auth,
    payload: { amount },
  });

/** Pays a provider order in the test checkout; answers the signed payment data. */
export const payTestOrder = async (app: FastifyInstance, user: SignedInPerson, orderId: string) => {
  const paid = await app.inject({
    method: 'POST',
    url: `/api/payments/test-checkout/${orderId}/pay`,
    headers: user.auth,
  });
  if (paid.statusCode !== 200) throw new Error(`test pay failed: ${paid.body}`);
  return paid.json() as {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
};

export const verifyPayment = (
  app: FastifyInstance,
  user: SignedInPerson,
  paymentData: Record<string, string>,
) =>
  app.inject({
    method: 'POST',
    url: '/api/user/razorpay/verify',
    headers: user.auth,
    payload: paymentData,
  });

/** Cart → card order → test checkout → verify: a confirmed booking paid by card. */
export const bookByCard = async (
  app: FastifyInstance,
  user: SignedInPerson,
  choice: CartChoice,
) => {
  const cart = await fillCart(app, user, choice);
  const order = await startCardOrder(app, user, cart.price.total);
  if (order.statusCode !== 200) throw new Error(`order failed: ${order.body}`);
  const paymentData = await payTestOrder(app, user, order.json().order.orderId);
  const verified = await verifyPayment(app, user, paymentData);
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return {
    bookingId: order.json().bookingId as string,
    total: cart.price.total as number,
    paymentData,
  };
};

/** Adds money to a user's wallet through the test checkout. */
export const topUpWallet = async (app: FastifyInstance, user: SignedInPerson, amount: number) => {
  const order = await app.inject({
    method: 'POST',
    url: '/api/user/wallet/top-up',
    headers: user.auth,
    payload: { amount },
  });
  if (order.statusCode !== 200) throw new Error(`top-up failed: ${order.body}`);
  const paymentData = await payTestOrder(app, user, order.json().order.orderId);
  const verified = await verifyPayment(app, user, paymentData);
  if (verified.statusCode !== 200) throw new Error(`top-up verify failed: ${verified.body}`);
};

export const payFromWallet = (
  app: FastifyInstance,
  user: SignedInPerson,
  body?: { amount?: number; bookingId?: string },
) =>
  app.inject({
    method: 'POST',
    url: `/api/user/wallet/place-order/${user.id}`,
    headers: user.auth,
    ...(body ? { payload: body } : {}),
  });

export const getWallet = async (
  app: FastifyInstance,
  person: SignedInPerson,
  role: 'user' | 'owner',
) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/${role}/wallet/${person.id}`,
    headers: person.auth,
  });
  if (response.statusCode !== 200) throw new Error(`wallet failed: ${response.body}`);
  return response.json() as {
    wallet: { balance: number; totalIn: number; totalOut: number };
    data: { kind: string; amount: number; balanceAfter: number; bookingId: string | null }[];
    pagination: { total: number };
  };
};

export const getBooking = async (
  app: FastifyInstance,
  person: SignedInPerson,
  role: 'user' | 'owner' | 'admin',
  bookingId: string,
) => app.inject({ method: 'GET', url: `/api/${role}/bookings/${bookingId}`, headers: person.auth });
