import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLANS } from '@nestly/shared';
import { CheckoutHost } from '../../features/payments/components/checkout-host';
import { serveApi, stopApi, type RecordedCall } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';
import OwnerSubscriptionPage from './owner-subscription';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

afterEach(() => {
  stopApi();
  vi.clearAllMocks();
});

const plans = PLANS.map((plan) => ({ ...plan, durationDays: 30 }));
const status = {
  plans,
  current: {
    planName: 'Standard',
    allowedProperties: 10,
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt: '2099-12-01T00:00:00.000Z',
    isActive: true,
  },
  paidUntil: null,
  usedProperties: 4,
};

const signature = (n: number) => String(n).repeat(64);
const paymentDataFor = (orderId: string, n: number) => ({
  razorpay_order_id: orderId,
  razorpay_payment_id: `pay_${n}`,
  razorpay_signature: signature(n),
});

/** A server in test mode: each purchase gets a new order; pay answers the signed data. */
const serveTestMode = () => {
  let orders = 0;
  return serveApi([
    ['GET /owner/subscription', { data: status }],
    [
      'POST /owner/subscription',
      () => {
        orders += 1;
        return {
          data: {
            message: 'Complete the payment to activate Basic',
            plan: plans[0],
            order: {
              orderId: `order_${orders}`,
              amount: 99_900,
              currency: 'INR',
              keyId: 'rzp_test_nestly',
              testMode: true,
            },
          },
        };
      },
    ],
    [
      /^GET \/payments\/test-checkout\/order_\d+$/,
      (call: RecordedCall) => ({
        data: {
          orderId: call.url.split('/').pop(),
          amount: 99_900,
          currency: 'INR',
          description: 'Nestly Basic plan, 30 days',
          status: 'created',
        },
      }),
    ],
    [
      /^POST \/payments\/test-checkout\/order_\d+\/pay$/,
      (call: RecordedCall) => {
        const orderId = call.url.split('/')[3] ?? '';
        return { data: paymentDataFor(orderId, Number(orderId.slice(6))) };
      },
    ],
    [/^POST \/payments\/test-checkout\/order_\d+\/fail$/, { data: { message: 'Payment failed' } }],
    [
      'POST /owner/verify-subscription',
      {
        data: {
          message: 'Your Basic plan is active',
          subscription: { ...status.current, planName: 'Basic', allowedProperties: 3 },
        },
      },
    ],
  ]);
};

/** The route as the app draws it: the screen, with the checkout host the providers mount. */
const renderScreen = (approvalStatus: 'approved' | 'pending' = 'approved') => {
  signIn('owner', { approvalStatus });
  return renderWithProviders(
    <>
      <OwnerSubscriptionPage />
      <CheckoutHost />
    </>,
  );
};

const verifyCalls = (calls: RecordedCall[]) =>
  calls
    .filter((call) => call.url === '/owner/verify-subscription')
    .map((call) => JSON.parse(call.data as string) as unknown);

describe('owner subscription', () => {
  it('shows the plans in rupees, the current plan and its usage', async () => {
    serveTestMode();
    renderScreen();
    expect(await screen.findByRole('button', { name: 'Buy Basic' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy Standard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy Premium' })).toBeInTheDocument();
    expect(screen.getByText('₹999')).toBeInTheDocument();
    expect(screen.getByText('₹2,499')).toBeInTheDocument();
    expect(screen.getByText('₹4,999')).toBeInTheDocument();
    const standard = screen.getByRole('group', { name: 'Standard' });
    expect(within(standard).getByText('Current plan')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '4 of 10 properties used' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  });

  it('pays in the test checkout and verifies with what the checkout handed back', async () => {
    const user = userEvent.setup();
    const calls = serveTestMode();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Buy Basic' }));

    const dialog = await screen.findByRole('dialog', { name: 'Nestly test checkout' });
    expect(await within(dialog).findByText('Nestly Basic plan, 30 days')).toBeInTheDocument();
    const pay = within(dialog).getByRole('button', { name: 'Pay ₹999' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your Basic plan is active'));
    expect(verifyCalls(calls)).toEqual([{ paymentData: paymentDataFor('order_1', 1) }]);
    expect(
      JSON.parse(calls.find((call) => call.method === 'POST')?.data as string) as unknown,
    ).toEqual({ planName: 'Basic', price: 99_900, allowedProperties: 3 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a failed payment, and "Try again" pays a fresh order', async () => {
    const user = userEvent.setup();
    const calls = serveTestMode();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Buy Basic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nestly test checkout' });
    const fail = await within(dialog).findByRole('button', { name: 'Fail payment' });
    await waitFor(() => expect(fail).toBeEnabled());
    await user.click(fail);

    expect(await within(dialog).findByText('Payment failed')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/payments/test-checkout/order_1/fail')).toBe(true);
    expect(verifyCalls(calls)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    const again = await screen.findByRole('dialog', { name: 'Nestly test checkout' });
    const pay = await within(again).findByRole('button', { name: /^Pay/ });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);

    await waitFor(() => expect(verifyCalls(calls)).toHaveLength(1));
    expect(verifyCalls(calls)).toEqual([{ paymentData: paymentDataFor('order_2', 2) }]);
  });

  it('closing the checkout cancels without verifying', async () => {
    const user = userEvent.setup();
    const calls = serveTestMode();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Buy Premium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nestly test checkout' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() =>
      expect(toast.info).toHaveBeenCalledWith('Payment cancelled. Nothing was charged.'),
    );
    expect(verifyCalls(calls)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Buy Premium' })).toBeEnabled();
  });

  it('shows a pending owner why there is nothing to buy yet and what comes next (issue 29)', async () => {
    const calls = serveApi([
      ['GET /owner/subscription', { data: { ...status, current: null, usedProperties: 0 } }],
    ]);
    renderScreen('pending');
    expect(await screen.findByText('You cannot buy a plan yet')).toBeInTheDocument();
    expect(screen.getByText(/An admin is reviewing your documents/)).toHaveTextContent(
      'come back here to choose a plan',
    );
    // The plans are there to read, without Buy buttons the server would refuse.
    expect(screen.getByRole('group', { name: 'Standard' })).toHaveTextContent('₹2,499');
    expect(screen.queryByRole('button', { name: /^Buy/ })).not.toBeInTheDocument();
    expect(
      screen.getByText('You can buy Standard once your account is approved.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('tells an owner the server finds not approved why they cannot buy, in the server’s words', async () => {
    const user = userEvent.setup();
    serveApi([
      ['GET /owner/subscription', { data: { ...status, current: null, usedProperties: 0 } }],
      [
        'POST /owner/subscription',
        {
          status: 403,
          data: {
            code: 'OWNER_NOT_APPROVED',
            message:
              'Your owner account is waiting for approval. You can buy a plan once an admin approves it.',
          },
        },
      ],
    ]);
    // The session still says approved (an approval withdrawn since): the server's refusal shows.
    renderScreen('approved');
    expect(await screen.findByText('You have no plan yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buy Standard' }));
    expect(
      await screen.findByText(
        'Your owner account is waiting for approval. You can buy a plan once an admin approves it.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('You cannot buy a plan yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Buy/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
