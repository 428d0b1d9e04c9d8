import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/a11y';
import { instalmentSchedule, type BookingDetail, type Checkout } from '@nestly/shared';
import { useCheckoutStore } from '../../features/payments/checkout/checkout-store';
import { CheckoutHost } from '../../features/payments/components/checkout-host';
import { serveApi, stopApi, type RecordedCall } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';
import UserCheckoutPage from './user-checkout';

const toast = vi.hoisted(() => ({
  error: vi.fn(),
  success: vi.fn(),
  info: vi.fn(),
  warning: vi.fn(),
}));
vi.mock('react-toastify', () => ({ toast }));

afterEach(() => {
  // A checkout a failed test left open must not leak into the next one.
  useCheckoutStore.setState({ request: null });
  stopApi();
  vi.clearAllMocks();
});

const propertyId = '6d7ceb67-1d0f-46ff-a0ae-9c9149f5e14b';
const bookingId = '8e2d4f6a-1b3c-4d5e-9f7a-0b1c2d3e4f5a';
const serviceId = '3c9f0b1e-7a2d-4c5e-9f8a-1b2c3d4e5f60';

/** 3 months at ₹28,000 with weekly cleaning at ₹1,500 and a ₹56,000 deposit: ₹1,44,500. */
const makeCart = (overrides: Partial<Checkout> = {}): Checkout => ({
  property: {
    id: propertyId,
    title: 'Backwater-view 2BHK at Marine Drive',
    city: 'Kochi',
    state: 'Kerala',
    coverUrl: null,
    minMonths: 1,
    maxMonths: 12,
  },
  moveInDate: '2027-03-01',
  endDate: '2027-06-01',
  rentalPeriod: 3,
  price: {
    monthlyRent: 2_800_000,
    months: 3,
    rentTotal: 8_400_000,
    addOns: [{ serviceId, name: 'Weekly cleaning', monthlyPrice: 150_000, total: 450_000 }],
    addOnsTotal: 450_000,
    deposit: 5_600_000,
    subtotal: 8_850_000,
    total: 14_450_000,
    dueNow: 8_550_000,
  },
  refundPreview: [
    { from: '2027-01-20', until: '2027-02-22', refund: 14_450_000, policy: 'full' },
    { from: '2027-02-23', until: '2027-02-28', refund: 10_250_000, policy: 'late' },
  ],
  walletBalance: 20_000_000,
  isAvailable: true,
  unavailableReason: null,
  unavailableAddOns: [],
  pendingBookingId: null,
  dueNow: 8_550_000,
  schedule: [],
  ...overrides,
});

const bookingDetail = (cart: Checkout): BookingDetail => ({
  id: bookingId,
  reference: 'NST-7F3A9C',
  status: 'confirmed',
  property: {
    id: cart.property.id,
    title: cart.property.title,
    city: cart.property.city,
    state: cart.property.state,
    coverUrl: null,
  },
  user: { id: '5f0c7a4e-8a8e-4a43-9d3c-2b1f7f6f3a11', name: 'Ananya', email: 'a@example.com' },
  owner: { id: '48c4f7b0-0ea3-42b7-9487-6141327fbb95', name: 'Priya', email: 'p@example.com' },
  moveInDate: cart.moveInDate,
  endDate: cart.endDate,
  rentalPeriod: cart.rentalPeriod,
  total: cart.price.total,
  ownerEarnings: 7_965_000,
  paymentMethod: 'wallet',
  expiresAt: null,
  createdAt: '2027-01-20T10:00:00.000Z',
  price: cart.price,
  commission: 885_000,
  ownerShare: 7_965_000,
  refundAmount: null,
  cancellationReason: null,
  cancelledBy: null,
  confirmedAt: '2027-01-20T10:00:00.000Z',
  cancelledAt: null,
  completedAt: null,
  timeline: [],
  payments: [],
  cancellation: { allowed: false, reason: 'Not yet' },
  refundPreview: cart.refundPreview,
  canReview: false,
  refund: null,
  hasReview: false,
  depositSettlement: null,
  autopay: false,
  maxMonths: 12,
  endEarly: { allowed: false, reason: 'Not moved in yet' },
});

const paymentDataFor = (orderId: string) => ({
  razorpay_order_id: orderId,
  razorpay_payment_id: `pay_${orderId}`,
  razorpay_signature: 'a'.repeat(64),
});

type Reply = { status?: number; data?: unknown };

/** The server in test mode: each order is new; the test checkout pays or fails it. */
const serve = ({
  cart = makeCart(),
  order,
  wallet,
  extra = [],
}: {
  cart?: Checkout | null | (() => Checkout | null);
  order?: Reply;
  wallet?: Reply;
  extra?: Parameters<typeof serveApi>[0];
} = {}) => {
  const user = signIn('user');
  let orders = 0;
  const calls = serveApi([
    ...extra,
    [
      `GET /user/checkout/${user.id}`,
      () => ({ data: { cart: typeof cart === 'function' ? cart() : cart } }),
    ],
    ['DELETE /user/cart/clear', { data: { message: 'Cart cleared' } }],
    [
      `POST /user/razorpay/order/${user.id}`,
      () => {
        orders += 1;
        return (
          order ?? {
            // The server's shape: the order's fields at the top level and nested (issue 29).
            data: {
              ...cardOrder(orders),
              message: 'Complete the payment',
              bookingId,
              order: cardOrder(orders),
            },
          }
        );
      },
    ],
    [
      /^GET \/payments\/test-checkout\/order_\d+$/,
      (call: RecordedCall) => ({
        data: {
          orderId: call.url.split('/').pop(),
          amount: 8_550_000,
          currency: 'INR',
          description: 'Backwater-view 2BHK',
          status: 'created',
        },
      }),
    ],
    [
      /^POST \/payments\/test-checkout\/order_\d+\/pay$/,
      (call: RecordedCall) => ({ data: paymentDataFor(call.url.split('/')[3] ?? '') }),
    ],
    [/^POST \/payments\/test-checkout\/order_\d+\/fail$/, { data: { message: 'Payment failed' } }],
    [
      'POST /user/razorpay/verify',
      {
        data: {
          message: 'Payment received. Your booking is confirmed.',
          purpose: 'booking',
          bookingId,
          bookingStatus: 'confirmed',
        },
      },
    ],
    [`GET /user/bookings/${bookingId}`, { data: { booking: bookingDetail(makeCart()) } }],
    [
      `POST /user/wallet/place-order/${user.id}`,
      wallet ?? {
        status: 201,
        data: { message: 'Paid from your wallet', booking: bookingDetail(makeCart()) },
      },
    ],
  ]);
  return { calls, user };
};

const renderPage = () =>
  renderWithProviders(
    <>
      <UserCheckoutPage />
      <CheckoutHost />
    </>,
  );

const bodiesOf = (calls: RecordedCall[], pattern: RegExp) =>
  calls
    .filter((call) => pattern.test(`${call.method} ${call.url}`))
    .map((call) => JSON.parse(call.data as string) as unknown);

const payInTestCheckout = async (user: ReturnType<typeof userEvent.setup>) => {
  const dialog = await screen.findByRole('dialog', { name: 'Nestly test checkout' });
  const pay = await within(dialog).findByRole('button', { name: 'Pay ₹85,500' });
  await waitFor(() => expect(pay).toBeEnabled());
  await user.click(pay);
};

/** The confirmation that replaces the checkout once a booking is paid. */
const expectConfirmation = async () => {
  expect(await screen.findByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
  // Said once, as the page's heading (the server's message is the toast's).
  expect(screen.getAllByText(/Booking confirmed/)).toHaveLength(1);
  expect(screen.queryByRole('heading', { name: 'Checkout' })).not.toBeInTheDocument();
  expect(await screen.findByText('NST-7F3A9C')).toBeInTheDocument();
  expect(
    screen.getByRole('heading', { name: 'Backwater-view 2BHK at Marine Drive' }),
  ).toBeInTheDocument();
  expect(screen.getByText('1 Mar 2027')).toBeInTheDocument();
  expect(screen.getAllByText('1 Jun 2027').length).toBeGreaterThan(0);
  expect(screen.getByText('Amount paid').nextElementSibling).toHaveTextContent(
    '₹85,500 from your wallet, deposit of ₹56,000 included',
  );
  expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
  expect(screen.getByText(/Cancel by 22 Feb 2027 for a full refund/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View booking' })).toHaveAttribute(
    'href',
    `/user/bookings/${bookingId}`,
  );
  expect(screen.getByRole('link', { name: 'Message the owner' })).toHaveAttribute(
    'href',
    `/user/chat/${propertyId}/48c4f7b0-0ea3-42b7-9487-6141327fbb95`,
  );
};

const cardOrder = (count: number) => ({
  orderId: `order_${count}`,
  amount: 8_550_000,
  currency: 'INR',
  keyId: 'rzp_test_nestly',
  testMode: true,
});

describe('checkout', () => {
  it('shows the stay, the breakdown and what cancelling by each date gives back', async () => {
    serve();
    renderPage();
    const price = (await screen.findByText('Total')).closest('dl') as HTMLElement;
    expect(within(price).getByText('Rent: ₹28,000 × 3 months').nextSibling).toHaveTextContent(
      '₹84,000',
    );
    expect(
      within(price).getByText('Weekly cleaning: ₹1,500 × 3 months').nextSibling,
    ).toHaveTextContent('₹4,500');
    expect(within(price).getByText(/Security deposit/).nextSibling).toHaveTextContent('₹56,000');
    expect(within(price).getByText('Total').nextSibling).toHaveTextContent('₹1,44,500');
    expect(screen.getByText('1 Mar 2027')).toBeInTheDocument();
    expect(screen.getByText('1 Jun 2027')).toBeInTheDocument();

    const refunds = screen.getByRole('table', { name: 'Refund if you cancel' });
    expect(within(refunds).getByRole('row', { name: /Cancel by 22 Feb 2027/ })).toHaveTextContent(
      '₹1,44,500 back',
    );
    expect(within(refunds).getByRole('row', { name: /Cancel by 28 Feb 2027/ })).toHaveTextContent(
      '₹1,02,500 backPartial refund',
    );
    expect(within(refunds).getByRole('row', { name: /From 1 Mar 2027/ })).toHaveTextContent(
      'Cannot be cancelled',
    );
  });

  it('puts what is paid for before the payment box (the order a phone shows)', async () => {
    serve();
    renderPage();
    const pay = await screen.findByRole('heading', { level: 2, name: 'Pay' });
    const price = screen.getByRole('heading', { level: 2, name: 'Price' });
    const stay = screen.getByText('1 Mar 2027');
    // A single column stacks in document order: the stay and its price come first.
    expect(stay.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(price.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps the empty cart’s headings in order under the page’s (axe heading-order; issue 29)', async () => {
    serve({ cart: null });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your cart is empty' }),
    ).toBeInTheDocument();
    expect(await axeViolations(['heading-order'])).toEqual([]);
  });

  it('keeps the empty state when there is no cart', async () => {
    serve({ cart: null });
    renderPage();
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse homes' })).toHaveAttribute(
      'href',
      '/user/properties',
    );
  });

  it('disables the wallet with the reason when the balance is short', async () => {
    serve({ cart: makeCart({ walletBalance: 5_000_000 }) });
    renderPage();
    const wallet = await screen.findByRole('button', { name: 'Pay ₹85,500 from wallet' });
    expect(wallet).toBeDisabled();
    expect(wallet).toHaveAccessibleDescription(
      'Your wallet has ₹50,000, ₹35,500 short of what is due now. Add money to your wallet',
    );
    expect(screen.getByRole('button', { name: 'Pay ₹85,500 by card' })).toBeEnabled();
  });

  it('pays by card: order with the shown total, checkout, verify, then the booking', async () => {
    const user = userEvent.setup();
    const { calls, user: account } = serve();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pay ₹85,500 by card' }));
    await payInTestCheckout(user);

    await expectConfirmation();
    expect(bodiesOf(calls, new RegExp(`^POST /user/razorpay/order/${account.id}$`))).toEqual([
      { amount: 8_550_000 },
    ]);
    expect(bodiesOf(calls, /^POST \/user\/razorpay\/verify$/)).toEqual([paymentDataFor('order_1')]);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Payment received. Your booking is confirmed.'),
    );
  });

  it('shows a failed card payment with "Try again", which asks for a fresh order', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pay ₹85,500 by card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nestly test checkout' });
    const fail = await within(dialog).findByRole('button', { name: 'Fail payment' });
    await waitFor(() => expect(fail).toBeEnabled());
    await user.click(fail);
    // Closing a failed checkout (the footer's Close, or the corner's) ends it as failed.
    const [close] = await within(dialog).findAllByRole('button', { name: 'Close' });
    if (close) await user.click(close);

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Payment not completed');
    expect(failure).toHaveTextContent('The payment did not go through. Nothing was charged.');
    expect(bodiesOf(calls, /^POST \/user\/razorpay\/verify$/)).toEqual([]);

    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    await payInTestCheckout(user);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking confirmed' }),
    ).toBeInTheDocument();
    expect(bodiesOf(calls, /^POST \/user\/razorpay\/order\//)).toHaveLength(2);
    expect(bodiesOf(calls, /^POST \/user\/razorpay\/verify$/)).toEqual([paymentDataFor('order_2')]);
  });

  it('says "No response from booking service" when the order answers without a booking', async () => {
    const user = userEvent.setup();
    const { calls } = serve({ order: { data: {} } });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pay ₹85,500 by card' }));

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('No response from booking service');
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'No response from booking service',
        expect.anything(),
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.url === '/user/razorpay/verify')).toBe(false);
  });

  it('pays from the wallet after asking, and says so when the answer has no booking', async () => {
    const user = userEvent.setup();
    const { calls } = serve({ wallet: { status: 201, data: { message: 'Done' } } });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pay ₹85,500 from wallet' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Pay from your wallet?' });
    expect(confirm).toHaveTextContent(
      '₹85,500 will be taken from your wallet balance of ₹2,00,000',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Pay ₹85,500' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('No response from booking service');
    expect(bodiesOf(calls, /^POST \/user\/wallet\/place-order\//)).toEqual([{ amount: 8_550_000 }]);
  });

  it('confirms a wallet payment with the booking, what happens next and links', async () => {
    const user = userEvent.setup();
    serve();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pay ₹85,500 from wallet' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Pay from your wallet?' })).getByRole(
        'button',
        {
          name: 'Pay ₹85,500',
        },
      ),
    );
    await expectConfirmation();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Paid from your wallet'));
  });

  it('shows why dates that were taken cannot be paid for', async () => {
    serve({
      cart: makeCart({
        isAvailable: false,
        unavailableReason: 'Someone booked these dates after you chose them.',
      }),
    });
    renderPage();
    expect(await screen.findByText('These dates are no longer available')).toBeInTheDocument();
    expect(
      screen.getByText('Someone booked these dates after you chose them.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₹85,500 by card' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pay ₹85,500 from wallet' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Choose other dates' })).toHaveAttribute(
      'href',
      `/user/property/${propertyId}`,
    );
  });

  it('names add-ons switched off since, refuses to pay, and removes them on request', async () => {
    const user = userEvent.setup();
    const gone = { id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Furniture rental' };
    const blocked = makeCart({
      isAvailable: false,
      unavailableReason:
        '"Furniture rental" is no longer offered. Remove it from your add-ons to continue.',
      unavailableAddOns: [gone],
    });
    let current = blocked;
    const { calls } = serve({
      cart: () => current,
      extra: [
        [
          'POST /user/checkout/save-addons',
          () => {
            current = makeCart();
            return { data: { message: 'Add-ons saved', cart: current } };
          },
        ],
      ],
    });
    renderPage();
    expect(await screen.findByText('Some add-ons are no longer offered')).toBeInTheDocument();
    expect(screen.getByText('Furniture rental')).toBeInTheDocument();
    expect(screen.getByText('This stay cannot be paid for yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₹85,500 by card' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pay ₹85,500 from wallet' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove and update the price' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Pay ₹85,500 by card' })).toBeEnabled(),
    );
    expect(screen.queryByText('Some add-ons are no longer offered')).not.toBeInTheDocument();
    expect(bodiesOf(calls, /^POST \/user\/checkout\/save-addons$/)).toEqual([
      { propertyId, addOns: [serviceId] },
    ]);
  });

  it('clears the cart after asking', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Clear cart' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Clear your cart?' });
    await user.click(within(confirm).getByRole('button', { name: 'Clear cart' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Cart cleared'));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('shows what is due now beside the stay’s total and its months, and pays what is due now', async () => {
    const user = userEvent.setup();
    const cart = makeCart();
    // Deposit ₹56,000 and month 1 (₹28,000 rent, ₹1,500 cleaning) now; months 2 and 3 later.
    const monthly = makeCart({
      price: { ...cart.price, dueNow: 8_550_000 },
      schedule: instalmentSchedule({
        moveInDate: cart.moveInDate,
        months: 3,
        monthlyRent: 2_800_000,
        addOnMonthlyPrices: [150_000],
      }),
    });
    const { calls } = serve({ cart: monthly });
    renderPage();

    const plan = await screen.findByRole('region', { name: 'How you pay' });
    expect(within(plan).getByText('Due now').nextSibling).toHaveTextContent('₹85,500');
    expect(plan).toHaveTextContent('Then 2 monthly payments₹59,000');
    expect(plan).toHaveTextContent('Month 2: 1 Apr 2027');
    expect(within(plan).getByText(/The stay’s total/).nextSibling).toHaveTextContent('₹1,44,500');

    await user.click(screen.getByRole('button', { name: 'Pay ₹85,500 from wallet' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Pay from your wallet?' });
    await user.click(within(confirm).getByRole('button', { name: 'Pay ₹85,500' }));
    await waitFor(() =>
      expect(bodiesOf(calls, /^POST \/user\/wallet\/place-order\//)).toEqual([
        { amount: 8_550_000 },
      ]),
    );
  });
});
