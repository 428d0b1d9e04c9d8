import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { calendarDay, type TestClock } from '../../lib/clock';
import type { MemoryMailer } from '../../lib/mailer';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createOwner, login, loginAdmin, type SignedInPerson } from './accounts';
import { buyPlan, createApprovedListing, type ListingFields } from './listings';

/** The calendar day `days` after the test clock's today (the product's day: business zone, lib/clock). */
export const daysFromNow = (clock: TestClock, days: number) =>
  calendarDay(new Date(clock.now().getTime() + days * 86_400_000));

export interface CartChoice {
  propertyId: string;
  moveInDate: string;
  rentalPeriod?: number;
  addOns?: string[];
}

/** POST /api/user/checkout/save-booking-dates with any body (tests of refusals send bad ones). */
export const saveBookingDates = (
  app: FastifyInstance,
  person: SignedInPerson,
  payload: Record<string, unknown>,
) =>
  app.inject({
    method: 'POST',
    url: '/api/user/checkout/save-booking-dates',
    headers: person.auth,
    payload,
  });

/** Saves dates (and add-ons, when given) into the user's cart; answers the priced checkout. */
export const fillCart = async (app: FastifyInstance, user: SignedInPerson, choice: CartChoice) => {
  const dates = await saveBookingDates(app, user, {
    propertyId: choice.propertyId,
    moveInDate: choice.moveInDate,
    rentalPeriod: choice.rentalPeriod ?? 2,
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
  // Checkout charges the deposit and month 1 (decision 027): `total` is what was paid.
  const order = await startCardOrder(app, user, cart.price.dueNow);
  if (order.statusCode !== 200) throw new Error(`order failed: ${order.body}`);
  const paymentData = await payTestOrder(app, user, order.json().order.orderId);
  const verified = await verifyPayment(app, user, paymentData);
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return {
    bookingId: order.json().bookingId as string,
    total: cart.price.dueNow as number,
    stayTotal: cart.price.total as number,
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

// --- Homes, sign-ins and money checks for the booking, wallet, review and availability tests ---

/** An approved owner with a Basic plan and one approved listing users can book. */
export const createBookableHome = async (
  app: FastifyInstance,
  mailer: MemoryMailer,
  admin: SignedInPerson,
  fields: ListingFields = {},
) => {
  const owner = await createOwner(app, mailer);
  await buyPlan(app, owner, 'Basic');
  const property = await createApprovedListing(app, owner, admin, fields);
  return { owner, property };
};

export interface BookingWorld {
  /** The whole API on a fresh database; filled in by `beforeAll`. */
  t: TestApp;
  /** The seeded admin, signed in; filled in by `beforeAll`. */
  admin: SignedInPerson;
  /** `createBookableHome` in this world: the file's `homeFields` unless given others. */
  home: (fields?: ListingFields) => ReturnType<typeof createBookableHome>;
}

/**
 * One app for a whole test file of bookings, wallets, reviews or availability: registers the vitest
 * hooks that build it and sign the admin in, close it at the end, and set the clock back to the
 * real time after each test (tests move it).
 */
export const setUpBookingWorld = ({
  homeFields = {},
}: { homeFields?: ListingFields } = {}): BookingWorld => {
  // Filled in place rather than replaced, so a file can destructure them when it loads.
  const t = {} as TestApp;
  const admin = {} as SignedInPerson;
  beforeAll(async () => {
    Object.assign(t, await buildTestApp());
    Object.assign(admin, await loginAdmin(t.app));
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    t.clock.set(new Date());
  });
  return {
    t,
    admin,
    home: (fields = homeFields) => createBookableHome(t.app, t.mailer, admin, fields),
  };
};

/**
 * A fresh sign-in for someone whose access token ran out because the test clock moved past its
 * 15 minutes (the token's expiry is read from the same clock).
 */
export const signInAgain = (
  app: FastifyInstance,
  role: 'user' | 'owner' | 'admin',
  person: SignedInPerson,
) => login(app, role, person.email, person.password);

/** Tops the wallet up by what the cart costs and pays it from the wallet: a confirmed booking. */
export const bookByWallet = async (
  app: FastifyInstance,
  user: SignedInPerson,
  choice: CartChoice,
) => {
  const cart = await fillCart(app, user, choice);
  // Checkout charges the deposit and month 1 (decision 027): `total` is what was paid.
  const total = cart.price.dueNow as number;
  // Top-ups are at least ₹100; anything left over stays in the wallet.
  await topUpWallet(app, user, Math.max(total, 10_000));
  const placed = await payFromWallet(app, user, { amount: total });
  if (placed.statusCode !== 201) throw new Error(`place-order failed: ${placed.body}`);
  return {
    bookingId: placed.json().booking.id as string,
    total,
    stayTotal: cart.price.total as number,
    cart,
  };
};

/** POST /api/{role}/bookings/cancel/{id}; a `reason` of null sends a body without one. */
export const cancelBooking = (
  app: FastifyInstance,
  person: SignedInPerson,
  role: 'user' | 'owner' | 'admin',
  bookingId: string,
  reason: unknown = 'Plans changed, sorry',
) =>
  app.inject({
    method: 'POST',
    url: `/api/${role}/bookings/cancel/${bookingId}`,
    headers: person.auth,
    payload: reason === null ? {} : { reason },
  });

// The ledger checks live in ./ledger; answered here too, beside the bookings that move the money.
export { bookingLedger, checkLedgerInvariants, expectLedgerBalanced, rowsOf } from './ledger';
