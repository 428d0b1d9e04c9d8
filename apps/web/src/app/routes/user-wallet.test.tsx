import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutHost } from '../../features/payments/components/checkout-host';
import { BOOKING_ID, idFor, makeWalletEntry, pageOf } from '../../test/booking-factory';
import { serveApi, stopApi, type RecordedCall } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';
import OwnerWalletPage from './owner-wallet';
import UserWalletPage from './user-wallet';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

afterEach(() => {
  stopApi();
  vi.clearAllMocks();
});

const entries = [
  makeWalletEntry({
    id: idFor(3),
    kind: 'refund',
    description: 'Refund for a cancelled booking',
    amount: 10_160_000,
    balanceAfter: 10_160_000,
    bookingId: BOOKING_ID,
    bookingReference: 'NST-7F3A9C',
    propertyTitle: 'Backwater-view 2BHK at Marine Drive',
    createdAt: '2026-11-26T09:00:00.000Z',
  }),
  makeWalletEntry({
    id: idFor(2),
    kind: 'booking_payment',
    description: 'Paid from wallet',
    amount: -500_000,
    balanceAfter: 0,
    createdAt: '2026-10-02T10:00:00.000Z',
  }),
  makeWalletEntry(),
];

const walletOf = (data = entries, balance = 10_160_000) => ({
  wallet: {
    balance,
    available: balance,
    pending: 0,
    currency: 'INR',
    totalIn: 10_660_000,
    totalOut: 500_000,
  },
  ...pageOf(data, { limit: 10 }),
});

const signature = 'a'.repeat(64);

describe('user wallet', () => {
  it('shows the balance, money in and out, and each row with its running balance', async () => {
    const user = signIn('user');
    const calls = serveApi([[`GET /user/wallet/${user.id}`, { data: walletOf() }]]);
    renderWithProviders(<UserWalletPage />, { route: '/user/wallet' });

    const summary = await screen.findByRole('region', { name: 'Wallet summary' });
    expect(calls[0]?.url).toBe(`/user/wallet/${user.id}?page=1&limit=10`);
    expect(summary).toHaveTextContent('Balance₹1,01,600');
    expect(summary).toHaveTextContent('Money in₹1,06,600');
    expect(summary).toHaveTextContent('Money out₹5,000');

    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const [refund, payment, topUp] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(refund).getByText('Refund')).toBeInTheDocument();
    expect(within(refund).getByText('+₹1,01,600')).toHaveClass('text-emerald-700');
    expect(within(refund).getByText('Backwater-view 2BHK at Marine Drive')).toBeInTheDocument();
    expect(within(refund).getByRole('link', { name: 'NST-7F3A9C' })).toHaveAttribute(
      'href',
      `/user/bookings/${BOOKING_ID}`,
    );
    expect(within(payment).getByText('Booking payment')).toBeInTheDocument();
    expect(within(payment).getByText('−₹5,000')).toHaveClass('text-red-700');
    expect(within(payment).getByText('₹0')).toBeInTheDocument();
    expect(within(topUp).getByText('Money added')).toBeInTheDocument();
    // The balance after the first top-up, beside its +₹5,000.
    expect(within(topUp).getAllByText('₹5,000')).toHaveLength(1);
    expect(within(topUp).getByText('+₹5,000')).toBeInTheDocument();
  });

  it('says the wallet is empty, with a next step', async () => {
    const user = signIn('user');
    serveApi([[`GET /user/wallet/${user.id}`, { data: walletOf([], 0) }]]);
    renderWithProviders(<UserWalletPage />, { route: '/user/wallet' });
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse homes' })).toHaveAttribute(
      'href',
      '/user/properties',
    );
    expect(screen.getByRole('button', { name: 'Add money' })).toBeInTheDocument();
  });

  it('adds money: checks the amount, pays the order, verifies it and refreshes the balance', async () => {
    const userEvents = userEvent.setup();
    const user = signIn('user');
    let balance = 0;
    const calls = serveApi([
      [`GET /user/wallet/${user.id}`, () => ({ data: walletOf([], balance) })],
      [
        'POST /user/wallet/top-up',
        {
          data: {
            message: 'Complete the payment to add ₹2,500',
            order: {
              orderId: 'order_top_up_1',
              amount: 250_000,
              currency: 'INR',
              keyId: 'rzp_test_nestly',
              testMode: true,
            },
          },
        },
      ],
      [
        'GET /payments/test-checkout/order_top_up_1',
        {
          data: {
            orderId: 'order_top_up_1',
            amount: 250_000,
            currency: 'INR',
            description: 'Wallet top-up',
            status: 'created',
          },
        },
      ],
      [
        'POST /payments/test-checkout/order_top_up_1/pay',
        {
          data: {
            razorpay_order_id: 'order_top_up_1',
            razorpay_payment_id: 'pay_1',
            razorpay_signature: signature,
          },
        },
      ],
      [
        'POST /user/razorpay/verify',
        () => {
          balance = 250_000;
          return {
            data: {
              message: '₹2,500 added to your wallet',
              purpose: 'wallet_top_up',
              bookingId: null,
              bookingStatus: null,
            },
          };
        },
      ],
    ]);
    renderWithProviders(
      <>
        <UserWalletPage />
        <CheckoutHost />
      </>,
      { route: '/user/wallet' },
    );

    await userEvents.click(await screen.findByRole('button', { name: 'Add money' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add money' });
    const amount = within(dialog).getByLabelText('Amount (₹)');
    expect(amount).toHaveFocus();
    await userEvents.type(amount, '50');
    await userEvents.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(await within(dialog).findByText('Amount must be at least ₹100')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvents.clear(amount);
    await userEvents.type(amount, '2500');
    await userEvents.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));

    const checkout = await screen.findByRole('dialog', { name: 'Nestly test checkout' });
    const pay = await within(checkout).findByRole('button', { name: 'Pay ₹2,500' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvents.click(pay);

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('₹2,500 added to your wallet'));
    const posts = calls.filter((call: RecordedCall) => call.method === 'POST');
    expect(posts.map((call) => call.url)).toEqual([
      '/user/wallet/top-up',
      '/payments/test-checkout/order_top_up_1/pay',
      '/user/razorpay/verify',
    ]);
    expect(JSON.parse(posts[0]?.data as string)).toEqual({ amount: 250_000 });
    expect(JSON.parse(posts[2]?.data as string)).toEqual({
      razorpay_order_id: 'order_top_up_1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: signature,
    });
    const summary = screen.getByRole('region', { name: 'Wallet summary' });
    await waitFor(() => expect(summary).toHaveTextContent('Balance₹2,500'));
  });

  it('tells the person when they close the payment window, and adds nothing', async () => {
    const userEvents = userEvent.setup();
    const user = signIn('user');
    const calls = serveApi([
      [`GET /user/wallet/${user.id}`, { data: walletOf([], 0) }],
      [
        'POST /user/wallet/top-up',
        {
          data: {
            message: 'Complete the payment',
            order: {
              orderId: 'order_top_up_2',
              amount: 100_000,
              currency: 'INR',
              keyId: 'rzp_test_nestly',
              testMode: true,
            },
          },
        },
      ],
    ]);
    renderWithProviders(
      <>
        <UserWalletPage />
        <CheckoutHost />
      </>,
      { route: '/user/wallet' },
    );
    await userEvents.click(await screen.findByRole('button', { name: 'Add money' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add money' });
    await userEvents.click(within(dialog).getByRole('button', { name: '₹1,000' }));
    await userEvents.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    const checkout = await screen.findByRole('dialog', { name: 'Nestly test checkout' });
    await userEvents.click(within(checkout).getByRole('button', { name: 'Close' }));

    await waitFor(() =>
      expect(toast.info).toHaveBeenCalledWith('Payment cancelled. Nothing was charged.'),
    );
    expect(JSON.parse(calls.find((call) => call.method === 'POST')?.data as string)).toEqual({
      amount: 100_000,
    });
    expect(calls.some((call) => call.url === '/user/razorpay/verify')).toBe(false);
  });
});

describe('owner wallet', () => {
  it('reads the owner’s own wallet, links bookings to the owner’s pages, and offers no top-up', async () => {
    const owner = signIn('owner');
    const calls = serveApi([
      [
        `GET /owner/wallet/${owner.id}`,
        {
          data: walletOf([
            makeWalletEntry({
              kind: 'booking_earning',
              description: 'Your share of a booking',
              amount: 7_884_000,
              balanceAfter: 7_884_000,
              bookingId: BOOKING_ID,
              bookingReference: 'NST-7F3A9C',
            }),
          ]),
        },
      ],
    ]);
    renderWithProviders(<OwnerWalletPage />, { route: '/owner/wallet' });
    const row = await screen.findByRole('row', { name: /Booking earning/ });
    expect(calls[0]?.url).toBe(`/owner/wallet/${owner.id}?page=1&limit=10`);
    expect(within(row).getByRole('link', { name: 'NST-7F3A9C' })).toHaveAttribute(
      'href',
      `/owner/bookings/${BOOKING_ID}`,
    );
    expect(screen.queryByRole('button', { name: 'Add money' })).not.toBeInTheDocument();
  });

  it('says when nothing has been earned yet', async () => {
    const owner = signIn('owner');
    serveApi([[`GET /owner/wallet/${owner.id}`, { data: walletOf([], 0) }]]);
    renderWithProviders(<OwnerWalletPage />, { route: '/owner/wallet' });
    expect(await screen.findByText('No earnings yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your bookings' })).toHaveAttribute(
      'href',
      '/owner/bookings',
    );
  });
});
