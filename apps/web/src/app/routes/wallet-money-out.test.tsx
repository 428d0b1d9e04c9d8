import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Payout, PayoutAccount } from '@nestly/shared';
import { axeViolations, definitionListProblems, expectOneHeadingOne } from '../../test/a11y';
import { idFor, makeWalletEntry, pageOf } from '../../test/booking-factory';
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const walletOf = ({ available = 1_250_000, pending = 300_000 } = {}) => ({
  wallet: {
    balance: available + pending,
    available,
    pending,
    currency: 'INR',
    totalIn: available + pending,
    totalOut: 0,
  },
  ...pageOf([makeWalletEntry()], { limit: 10 }),
});

const verified: PayoutAccount = {
  method: 'bank_account',
  accountHolder: 'Priya Varghese',
  accountNumberLast4: '9012',
  ifsc: 'HDFC0001234',
  status: 'verified',
  verifiedAt: '2026-03-01T10:00:00.000Z',
  autoPayout: false,
  payoutsHeldUntil: null,
};

const payout = (overrides: Partial<Payout> = {}): Payout => ({
  id: idFor(40),
  amount: 250_000,
  status: 'processing',
  destination: 'Bank account ····9012 (HDFC0001234)',
  utr: null,
  failureReason: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  ...overrides,
});

type Route = Parameters<typeof serveApi>[0][number];

/** The owner's wallet page with its three answers, and any more routes the test needs. */
const renderOwnerWallet = ({
  account = verified as PayoutAccount | null,
  wallet = walletOf(),
  payouts = [] as Payout[],
  routes = [] as Route[],
  hasPassword = true,
} = {}) => {
  const owner = signIn('owner', { hasPassword, email: 'priya@example.com' });
  const calls = serveApi([
    ...routes,
    [`GET /owner/wallet/${owner.id}`, { data: wallet }],
    ['GET /owner/payout-account', { data: { data: account } }],
    ['GET /owner/payouts', { data: pageOf(payouts, { limit: 10 }) }],
  ]);
  renderWithProviders(<OwnerWalletPage />, { route: '/owner/wallet' });
  return { calls, user: userEvent.setup() };
};

const sent = (calls: RecordedCall[], key: string) =>
  calls.filter((call) => `${call.method} ${call.url.split('?')[0]}` === key);

/** "Withdraw" once the wallet and the payout account have loaded. */
const enabledWithdraw = async () => {
  const button = await screen.findByRole('button', { name: 'Withdraw' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
};

const bodyOf = (call: RecordedCall | undefined) => JSON.parse(call?.data as string) as unknown;

describe('wallet money out: balance and Withdraw', () => {
  it('shows available and pending beside the balance, and the withdrawals with their chips', async () => {
    renderOwnerWallet({
      payouts: [
        payout(),
        payout({ id: idFor(41), status: 'processed', utr: '412345678901', amount: 1_000_000 }),
      ],
    });
    const summary = await screen.findByRole('region', { name: 'Wallet summary' });
    expect(summary).toHaveTextContent('Balance₹15,500');
    expect(summary).toHaveTextContent('Available₹12,500');
    expect(summary).toHaveTextContent('Pending₹3,000');

    const withdrawals = await screen.findByRole('table', { name: 'Your withdrawals' });
    const rows = within(withdrawals).getAllByRole('row');
    expect(within(rows[1]!).getByText('Processing')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Paid')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('UTR 412345678901')).toBeInTheDocument();

    const account = screen.getByRole('region', { name: 'Payout account' });
    expect(
      await within(account).findByText('Bank account ····9012 (HDFC0001234)'),
    ).toBeInTheDocument();
    expect(within(account).getByText(/^Verified/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
  });

  it('says why Withdraw is disabled: no account, an unverified one, or less than ₹100', async () => {
    renderOwnerWallet({ account: null });
    expect(await screen.findByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Withdraw' })).toHaveAccessibleDescription(
        'Add a payout account to withdraw.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'No payout account yet' })).toBeInTheDocument();
  });

  it('disables Withdraw for an account the bank could not verify', async () => {
    renderOwnerWallet({ account: { ...verified, status: 'failed', verifiedAt: null } });
    expect(await screen.findByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Withdraw' })).toHaveAccessibleDescription(
        'Your bank could not verify your payout account.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    expect(screen.getByText('Could not be verified')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fix payout account' })).toBeInTheDocument();
  });

  it('disables Withdraw while less than ₹100 is available', async () => {
    renderOwnerWallet({ wallet: walletOf({ available: 9_999, pending: 500_000 }) });
    expect(await screen.findByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Withdraw' })).toHaveAccessibleDescription(
        'You can withdraw once ₹100 is available.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  });

  it('says when there are no withdrawals, and when they could not be loaded', async () => {
    const owner = signIn('owner');
    let failing = true;
    serveApi([
      [`GET /owner/wallet/${owner.id}`, { data: walletOf() }],
      ['GET /owner/payout-account', { data: { data: verified } }],
      [
        'GET /owner/payouts',
        () =>
          failing
            ? { status: 500, data: { message: 'Something went wrong', code: 'INTERNAL' } }
            : { data: pageOf([], { limit: 10 }) },
      ],
    ]);
    renderWithProviders(<OwnerWalletPage />, { route: '/owner/wallet' });
    const user = userEvent.setup();
    const region = await screen.findByRole('region', { name: 'Withdrawals' });
    expect(
      await within(region).findByRole('heading', { name: 'Could not load your withdrawals' }),
    ).toBeInTheDocument();
    failing = false;
    await user.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(
      await within(region).findByRole('heading', { name: 'No withdrawals yet' }),
    ).toBeInTheDocument();
  });

  it('has one h1, well-formed definition lists and headings in order', async () => {
    renderOwnerWallet({ payouts: [payout()] });
    await screen.findByRole('table', { name: 'Your withdrawals' });
    await screen.findByText('Bank account ····9012 (HDFC0001234)', { selector: 'p' });
    expectOneHeadingOne();
    expect(definitionListProblems()).toEqual([]);
    expect(await axeViolations(['heading-order', 'label-content-name-mismatch'])).toEqual([]);
  });
});

describe('wallet money out: withdrawing', () => {
  it('sends the amount with an Idempotency-Key, and the same key when a lost request is retried', async () => {
    let attempts = 0;
    const { calls, user } = renderOwnerWallet({
      routes: [
        [
          'POST /owner/wallet/withdraw',
          () => {
            attempts += 1;
            return attempts === 1
              ? { networkError: true }
              : { status: 201, data: { data: payout() } };
          },
        ],
      ],
    });
    await user.click(await enabledWithdraw());
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw' });
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '2500');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(toast.error.mock.calls[0]?.[0]).toMatch(/^Network error.*only once\.$/);
    // Still open with the amount typed: the person tries again.
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        '₹2,500 is on its way to Bank account ····9012 (HDFC0001234)',
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const posts = sent(calls, 'POST /owner/wallet/withdraw');
    expect(posts).toHaveLength(2);
    expect(posts.map(bodyOf)).toEqual([{ amount: 250_000 }, { amount: 250_000 }]);
    const [first, second] = posts.map((call) => call.headers['idempotency-key']);
    expect(first).toMatch(UUID);
    expect(second).toBe(first);
  });

  it('uses a new key for a new withdrawal, and for a new amount after a lost request', async () => {
    let attempts = 0;
    const { calls, user } = renderOwnerWallet({
      routes: [
        [
          'POST /owner/wallet/withdraw',
          () => {
            attempts += 1;
            return attempts === 1
              ? { networkError: true }
              : { status: 201, data: { data: payout() } };
          },
        ],
      ],
    });
    await user.click(await enabledWithdraw());
    let dialog = await screen.findByRole('dialog', { name: 'Withdraw' });
    const amount = within(dialog).getByLabelText('Amount (₹)');
    await user.type(amount, '2500');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    await user.clear(amount);
    await user.type(amount, '3000');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(1));

    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    dialog = await screen.findByRole('dialog', { name: 'Withdraw' });
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '3000');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(2));

    const keys = sent(calls, 'POST /owner/wallet/withdraw').map(
      (call) => call.headers['idempotency-key'],
    );
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(3);
  });

  it('shows a refusal and refreshes the balance, with a new key next time', async () => {
    const { calls, user } = renderOwnerWallet({
      routes: [
        [
          'POST /owner/wallet/withdraw',
          {
            status: 409,
            data: { message: 'Only ₹1,000 is available to withdraw', code: 'INSUFFICIENT_FUNDS' },
          },
        ],
      ],
    });
    await user.click(await enabledWithdraw());
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw' });
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '2500');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Only ₹1,000 is available to withdraw'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(sent(calls, 'POST /owner/wallet/withdraw')).toHaveLength(2));
    const keys = sent(calls, 'POST /owner/wallet/withdraw').map(
      (call) => call.headers['idempotency-key'],
    );
    expect(keys[0]).not.toBe(keys[1]);
    // The wallet was asked again after the refusal.
    expect(calls.filter((call) => call.url.startsWith('/owner/wallet/')).length).toBeGreaterThan(1);
  });

  it('withdraws from a tenant’s wallet through the user’s endpoints', async () => {
    const account = signIn('user');
    const calls = serveApi([
      [`GET /user/wallet/${account.id}`, { data: walletOf({ available: 50_000, pending: 0 }) }],
      [
        'GET /user/payout-account',
        { data: { data: { ...verified, method: 'upi', vpa: 'asha@okhdfc', ifsc: null } } },
      ],
      ['GET /user/payouts', { data: pageOf([], { limit: 10 }) }],
      [
        'POST /user/wallet/withdraw',
        { status: 201, data: { data: payout({ amount: 50_000, destination: 'UPI asha@okhdfc' }) } },
      ],
    ]);
    renderWithProviders(<UserWalletPage />, { route: '/user/wallet' });
    const user = userEvent.setup();
    await user.click(await enabledWithdraw());
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw all (₹500)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('₹500 is on its way to UPI asha@okhdfc'),
    );
    expect(bodyOf(sent(calls, 'POST /user/wallet/withdraw')[0])).toEqual({ amount: 50_000 });
  });
});

describe('wallet money out: the payout account', () => {
  const fillBank = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) => {
    const name = within(dialog).getByLabelText('Name on the account');
    await user.clear(name);
    await user.type(name, 'Priya Varghese');
    await user.type(within(dialog).getByLabelText('Account number'), '123456789012');
    await user.type(within(dialog).getByLabelText('Account number again'), '123456789012');
    await user.type(within(dialog).getByLabelText('IFSC'), 'hdfc0001234');
  };

  it('adds the first account with the password, and shows it verified', async () => {
    let account: PayoutAccount | null = null;
    const { calls, user } = renderOwnerWallet({
      account: null,
      routes: [
        ['GET /owner/payout-account', () => ({ data: { data: account } })],
        [
          'PUT /owner/payout-account',
          () => {
            account = verified;
            return { data: { data: verified } };
          },
        ],
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Add payout account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a payout account' });
    await fillBank(user, dialog);
    expect(within(dialog).getByText('IFSC HDFC0001234 looks right')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Password'), 'Owner@12345');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and save' }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Bank account ····9012 (HDFC0001234) is verified. You can withdraw to it now.',
      ),
    );
    expect(bodyOf(sent(calls, 'PUT /owner/payout-account')[0])).toEqual({
      method: 'bank_account',
      accountHolder: 'Priya Varghese',
      accountNumber: '123456789012',
      ifsc: 'HDFC0001234',
      password: 'Owner@12345',
      autoPayout: false,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Payout account' });
    expect(
      await within(region).findByText('Bank account ····9012 (HDFC0001234)'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Withdraw' })).toBeEnabled());
  });

  it('explains the 24-hour hold after a change', async () => {
    const heldUntil = new Date(Date.now() + 24 * 3_600_000).toISOString();
    const changed: PayoutAccount = {
      method: 'upi',
      accountHolder: 'Priya Varghese',
      vpa: 'priya@okhdfc',
      ifsc: null,
      status: 'verified',
      verifiedAt: new Date().toISOString(),
      autoPayout: false,
      payoutsHeldUntil: heldUntil,
    };
    let account: PayoutAccount = verified;
    const { calls, user } = renderOwnerWallet({
      routes: [
        ['GET /owner/payout-account', () => ({ data: { data: account } })],
        [
          'PUT /owner/payout-account',
          () => {
            account = changed;
            return { data: { data: changed } };
          },
        ],
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change payout account' });
    expect(
      within(dialog).getByText('Now paying out to Bank account ····9012 (HDFC0001234)'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /UPI/ }));
    await user.type(within(dialog).getByLabelText('UPI id'), 'priya@okhdfc');
    await user.type(within(dialog).getByLabelText('Password'), 'Owner@12345');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and save' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(1));
    expect(toast.success.mock.calls[0]?.[0]).toMatch(
      /^UPI priya@okhdfc is verified\. For your safety, payouts to it wait 24 hours, until /,
    );
    expect(bodyOf(sent(calls, 'PUT /owner/payout-account')[0])).toEqual({
      method: 'upi',
      accountHolder: 'Priya Varghese',
      vpa: 'priya@okhdfc',
      password: 'Owner@12345',
      autoPayout: false,
    });
    expect(await screen.findByText('Payouts wait 24 hours after a change')).toBeInTheDocument();
  });

  it('keeps the form open on a wrong password, and says so', async () => {
    const { user } = renderOwnerWallet({
      account: null,
      routes: [
        [
          'PUT /owner/payout-account',
          {
            status: 403,
            data: { message: 'That password is not right', code: 'PAYOUT_CONFIRMATION_FAILED' },
          },
        ],
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Add payout account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a payout account' });
    await fillBank(user, dialog);
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and save' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('That password is not right'));
    expect(screen.getByRole('dialog', { name: 'Add a payout account' })).toBeInTheDocument();
  });

  it('tells the person when the bank could not verify the account', async () => {
    const failed: PayoutAccount = { ...verified, status: 'failed', verifiedAt: null };
    const { user } = renderOwnerWallet({
      account: null,
      routes: [['PUT /owner/payout-account', { data: { data: failed } }]],
    });
    await user.click(await screen.findByRole('button', { name: 'Add payout account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a payout account' });
    await fillBank(user, dialog);
    await user.type(within(dialog).getByLabelText('Password'), 'Owner@12345');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and save' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Your bank could not verify Bank account ····9012 (HDFC0001234). Check its details and try again, or add another account.',
      ),
    );
  });

  it('confirms with a mailed code when the account has no password', async () => {
    const { calls, user } = renderOwnerWallet({
      account: null,
      hasPassword: false,
      routes: [
        [
          'POST /owner/payout-account/code',
          {
            data: {
              message: 'We e-mailed you a code. Enter it to confirm your new payout account.',
            },
          },
        ],
        ['PUT /owner/payout-account', { data: { data: verified } }],
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Add payout account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a payout account' });
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'E-mail me a code' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'We e-mailed you a code. Enter it to confirm your new payout account.',
      ),
    );
    expect(
      within(dialog).getByText(
        'We sent a 6-digit code to priya@example.com. It is valid for 10 minutes.',
      ),
    ).toBeInTheDocument();
    await fillBank(user, dialog);
    await user.type(within(dialog).getByLabelText('Code from your e-mail'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and save' }));
    await waitFor(() => expect(sent(calls, 'PUT /owner/payout-account')).toHaveLength(1));
    expect(bodyOf(sent(calls, 'PUT /owner/payout-account')[0])).toEqual({
      method: 'bank_account',
      accountHolder: 'Priya Varghese',
      accountNumber: '123456789012',
      ifsc: 'HDFC0001234',
      code: '123456',
      autoPayout: false,
    });
  });

  it('opens the form to fix an account the bank could not verify', async () => {
    const { user } = renderOwnerWallet({
      account: { ...verified, status: 'failed', verifiedAt: null },
    });
    await user.click(await screen.findByRole('button', { name: 'Fix payout account' }));
    expect(
      await screen.findByRole('dialog', { name: 'Change payout account' }),
    ).toBeInTheDocument();
  });

  it('turns an owner’s weekly payouts on from the account card, without a password', async () => {
    let account: PayoutAccount = verified;
    const { calls, user } = renderOwnerWallet({
      routes: [
        ['GET /owner/payout-account', () => ({ data: { data: account } })],
        [
          'PATCH /owner/payout-account',
          () => {
            account = { ...verified, autoPayout: true };
            return { data: { data: account } };
          },
        ],
      ],
    });
    const weekly = await screen.findByRole('switch', { name: 'Weekly payouts' });
    expect(weekly).not.toBeChecked();
    await user.click(weekly);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Weekly payouts on: your available balance leaves every Monday',
      ),
    );
    expect(bodyOf(sent(calls, 'PATCH /owner/payout-account')[0])).toEqual({ autoPayout: true });
    expect(screen.getByRole('switch', { name: 'Weekly payouts' })).toBeChecked();
  });

  it('offers weekly payouts only on an account the bank verified', async () => {
    renderOwnerWallet({ account: { ...verified, status: 'failed', verifiedAt: null } });
    await screen.findByRole('button', { name: 'Fix payout account' });
    expect(screen.queryByRole('switch', { name: 'Weekly payouts' })).not.toBeInTheDocument();
  });
});
