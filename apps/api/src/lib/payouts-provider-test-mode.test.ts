import { describe, expect, it } from 'vitest';
import { createTestClock } from './clock';
import {
  isValidWebhookBodySignature,
  parseMoneyOutEvent,
  ProviderError,
  WEBHOOK_PATHS,
  type FundAccountDetails,
  type MoneyOutEvent,
  type WebhookDelivery,
} from './payouts-provider';
import {
  createManualWebhookScheduler,
  createTestPayoutsProvider,
  testAccountBehaviour,
} from './payouts-provider-test-mode';

const PAYOUT_SECRET = 'x_webhook_secret';
const REFUND_SECRET = 'rzp_webhook_secret';
const SETTLE_SECONDS = 3;

/**
 * The stand-in wired as the app wires it: deliveries go to a "webhook handler" that checks the
 * signature with the secret of the path it arrived at, as the two real routes do, and reads it.
 */
const setUp = () => {
  const clock = createTestClock(new Date('2026-03-02T10:00:00.000Z'));
  const received: MoneyOutEvent[] = [];
  const deliveries: WebhookDelivery[] = [];
  const handleWebhook = async (delivery: WebhookDelivery) => {
    deliveries.push(delivery);
    const secret = delivery.path === WEBHOOK_PATHS.razorpayx ? PAYOUT_SECRET : REFUND_SECRET;
    if (
      !isValidWebhookBodySignature(
        secret,
        delivery.rawBody,
        delivery.headers['x-razorpay-signature'],
      )
    ) {
      throw new Error('forged delivery');
    }
    received.push(
      parseMoneyOutEvent(delivery.headers['x-razorpay-event-id'], JSON.parse(delivery.rawBody)),
    );
  };
  const scheduler = createManualWebhookScheduler(clock, handleWebhook);
  const provider = createTestPayoutsProvider({
    clock,
    settleSeconds: SETTLE_SECONDS,
    payoutWebhookSecret: PAYOUT_SECRET,
    refundWebhookSecret: REFUND_SECRET,
    schedule: scheduler.schedule,
  });
  /** Moves the clock and makes the deliveries due by then. */
  const advance = async (seconds: number) => {
    clock.advance(seconds * 1000);
    return scheduler.deliverDue();
  };
  return { clock, provider, scheduler, received, deliveries, advance };
};

const bank = (accountNumber: string): FundAccountDetails => ({
  method: 'bank_account',
  accountHolder: 'Priya Varghese',
  accountNumber,
  ifsc: 'HDFC0001234',
});
const upi = (vpa: string): FundAccountDetails => ({
  method: 'upi',
  accountHolder: 'Asha Menon',
  vpa,
});

const validated = async (
  provider: ReturnType<typeof setUp>['provider'],
  details: FundAccountDetails,
) => provider.validateFundAccount({ details, reference: 'person-1', contactType: 'vendor' });

const payoutRequest = (providerFundAccountId: string, key = 'payout-1') => ({
  idempotencyKey: key,
  providerFundAccountId,
  method: 'bank_account' as const,
  amount: 250_000,
  reference: key,
});

describe('the contract’s test rules', () => {
  it.each([
    [bank('123456780000'), 'invalid'],
    [upi('invalid.person@ybl'), 'invalid'],
    [upi('INVALID@ybl'), 'invalid'],
    [bank('123456781111'), 'payout_fails'],
    [upi('payoutfail@okhdfc'), 'payout_fails'],
    [bank('123456782222'), 'payout_reverses'],
    [upi('payoutreverse@ybl'), 'payout_reverses'],
    [bank('123456789012'), 'pays'],
    [upi('asha@okhdfc'), 'pays'],
  ] as const)('%j → %s', (details, behaviour) => {
    expect(testAccountBehaviour(details)).toBe(behaviour);
  });

  it('fails validation of accounts ending 0000 and UPI ids starting "invalid", with a reason', async () => {
    const { provider } = setUp();
    const account = await validated(provider, bank('123456780000'));
    expect(account).toMatchObject({
      status: 'failed',
      registeredName: null,
      failureReason:
        'The bank says this account does not exist. Check the account number and IFSC.',
    });
    expect((await validated(provider, upi('invalid@ybl'))).status).toBe('failed');
  });

  it('verifies other accounts, with the name as the bank has it', async () => {
    const { provider } = setUp();
    const account = await validated(provider, bank('123456781111'));
    expect(account).toMatchObject({
      status: 'verified',
      registeredName: 'PRIYA VARGHESE',
      failureReason: null,
    });
    expect(account.providerFundAccountId).toMatch(/^fa_test_/);
    expect(account.providerContactId).toMatch(/^cont_test_/);
  });

  it('says its lists begin at its own start (a restarted server knows nothing older)', () => {
    const { provider, clock } = setUp();
    expect(provider.recordsSince).toEqual(clock.now());
  });

  it('never lets the account number into the ids it hands out', async () => {
    const { provider } = setUp();
    const account = await validated(provider, bank('998877665544'));
    expect(JSON.stringify(account)).not.toContain('998877665544');
  });
});

describe('payouts settle by signed webhook after PAYOUT_TEST_SETTLE_SECONDS', () => {
  it('answers processing at once, then delivers payout.processed with a UTR', async () => {
    const { provider, received, deliveries, advance } = setUp();
    const { providerFundAccountId } = await validated(provider, bank('123456789012'));
    const payout = await provider.createPayout(payoutRequest(providerFundAccountId));
    expect(payout).toMatchObject({ status: 'processing', utr: null, amount: 250_000 });

    expect(await advance(SETTLE_SECONDS - 1)).toBe(0);
    expect(received).toEqual([]);
    expect(await advance(1)).toBe(1);
    expect(received).toEqual([
      {
        eventId: expect.stringMatching(/^evt_test_/),
        type: 'payout.processed',
        payout: expect.objectContaining({
          providerPayoutId: payout.providerPayoutId,
          reference: 'payout-1',
          status: 'processed',
          utr: expect.stringMatching(/^\d{12}$/),
        }),
      },
    ]);
    expect(deliveries[0]!.path).toBe('/api/payments/razorpayx/webhook');
  });

  it('fails payouts to accounts ending 1111 and UPI ids starting "payoutfail"', async () => {
    const { provider, received, advance } = setUp();
    for (const [index, details] of [bank('123456781111'), upi('payoutfail@okhdfc')].entries()) {
      const { providerFundAccountId } = await validated(provider, details);
      await provider.createPayout(payoutRequest(providerFundAccountId, `payout-${index}`));
    }
    await advance(SETTLE_SECONDS);
    expect(received.map((event) => event.type)).toEqual(['payout.failed', 'payout.failed']);
    expect(received[0]).toMatchObject({
      payout: {
        status: 'failed',
        utr: null,
        failureReason: 'The bank declined the transfer. Check your payout account details.',
      },
    });
  });

  it('pays, then reverses, payouts to accounts ending 2222', async () => {
    const { provider, received, advance } = setUp();
    const { providerFundAccountId } = await validated(provider, bank('123456782222'));
    await provider.createPayout(payoutRequest(providerFundAccountId));
    await advance(SETTLE_SECONDS);
    await advance(SETTLE_SECONDS);
    expect(received.map((event) => event.type)).toEqual(['payout.processed', 'payout.reversed']);
  });

  it('gives each delivery its own event id (the handler acts on each id once)', async () => {
    const { provider, deliveries, advance } = setUp();
    const { providerFundAccountId } = await validated(provider, bank('123456782222'));
    await provider.createPayout(payoutRequest(providerFundAccountId, 'a'));
    await provider.createPayout(payoutRequest(providerFundAccountId, 'b'));
    await advance(SETTLE_SECONDS * 2);
    const ids = deliveries.map((delivery) => delivery.headers['x-razorpay-event-id']);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
  });

  it('pays once per idempotency key, and refuses the key with another body', async () => {
    const { provider, scheduler } = setUp();
    const { providerFundAccountId } = await validated(provider, bank('123456789012'));
    const first = await provider.createPayout(payoutRequest(providerFundAccountId));
    const retry = await provider.createPayout(payoutRequest(providerFundAccountId));
    expect(retry.providerPayoutId).toBe(first.providerPayoutId);
    expect(scheduler.pending()).toHaveLength(1);

    const other = provider.createPayout({ ...payoutRequest(providerFundAccountId), amount: 1_000 });
    await expect(other).rejects.toBeInstanceOf(ProviderError);
    await expect(other).rejects.toMatchObject({ status: 400, retryable: false });
  });

  it('refuses a payout to a fund account it never validated', async () => {
    const { provider } = setUp();
    await expect(provider.createPayout(payoutRequest('fa_somewhere_else'))).rejects.toThrow(
      'The fund account id provided does not exist',
    );
  });

  it('still fails a "payoutfail" account’s payouts after a restart (the rule is in its id)', async () => {
    const before = setUp();
    const { providerFundAccountId } = await validated(before.provider, upi('payoutfail@ybl'));
    const after = setUp();
    await after.provider.createPayout(payoutRequest(providerFundAccountId));
    await after.advance(SETTLE_SECONDS);
    expect(after.received.map((event) => event.type)).toEqual(['payout.failed']);
  });

  it('lists payouts as they stand at the provider at that moment', async () => {
    const { provider, clock, advance } = setUp();
    const window = { from: clock.now(), to: new Date(clock.now().getTime() + 60_000) };
    const { providerFundAccountId } = await validated(provider, bank('123456789012'));
    await provider.createPayout(payoutRequest(providerFundAccountId));
    expect((await provider.listPayouts(window)).map((payout) => payout.status)).toEqual([
      'processing',
    ]);
    await advance(SETTLE_SECONDS);
    expect((await provider.listPayouts(window)).map((payout) => payout.status)).toEqual([
      'processed',
    ]);
    expect(
      await provider.listPayouts({
        from: new Date(0),
        to: new Date(clock.now().getTime() - 60_000),
      }),
    ).toEqual([]);
  });
});

describe('refunds to the card', () => {
  const refundRequest = (key = 'refund-1', amount = 50_000) => ({
    idempotencyKey: key,
    providerPaymentId: 'pay_test_1',
    amount,
    receipt: 'NST-1001',
  });

  it('answers pending, then delivers refund.processed signed for the Razorpay webhook', async () => {
    const { provider, received, deliveries, advance } = setUp();
    provider.recordCapturedPayment({
      providerPaymentId: 'pay_test_1',
      providerOrderId: 'order_test_1',
      amount: 100_000,
    });
    const refund = await provider.createRefund(refundRequest());
    expect(refund).toMatchObject({ status: 'pending', amount: 50_000, receipt: 'NST-1001' });
    await advance(SETTLE_SECONDS);
    expect(deliveries[0]!.path).toBe('/api/payments/razorpay/webhook');
    expect(received).toEqual([
      expect.objectContaining({
        type: 'refund.processed',
        refund: expect.objectContaining({
          providerRefundId: refund.providerRefundId,
          providerPaymentId: 'pay_test_1',
          status: 'processed',
        }),
      }),
    ]);
  });

  it('fails the refunds of a payment a test marks, with refund.failed', async () => {
    const { provider, received, advance } = setUp();
    provider.failRefundsOf('pay_test_1');
    await provider.createRefund(refundRequest());
    await advance(SETTLE_SECONDS);
    expect(received.map((event) => event.type)).toEqual(['refund.failed']);
  });

  it('refunds once per key, refuses the key with another body, and never more than captured', async () => {
    const { provider, scheduler } = setUp();
    provider.recordCapturedPayment({
      providerPaymentId: 'pay_test_1',
      providerOrderId: 'order_test_1',
      amount: 100_000,
    });
    const first = await provider.createRefund(refundRequest('refund-1', 60_000));
    expect((await provider.createRefund(refundRequest('refund-1', 60_000))).providerRefundId).toBe(
      first.providerRefundId,
    );
    expect(scheduler.pending()).toHaveLength(1);
    await expect(provider.createRefund(refundRequest('refund-1', 10_000))).rejects.toThrow(
      'Different request with the same idempotency key',
    );
    await expect(provider.createRefund(refundRequest('refund-2', 50_000))).rejects.toThrow(
      'greater than amount captured',
    );
    await provider.createRefund(refundRequest('refund-3', 40_000));
  });

  it('lists captured payments and refunds for the reconciliation, by creation time', async () => {
    const { provider, clock, advance } = setUp();
    const window = { from: clock.now(), to: new Date(clock.now().getTime() + 60_000) };
    provider.recordCapturedPayment({
      providerPaymentId: 'pay_test_1',
      providerOrderId: 'order_test_1',
      amount: 100_000,
    });
    await provider.createRefund(refundRequest());
    expect(await provider.listCapturedPayments(window)).toEqual([
      expect.objectContaining({
        providerPaymentId: 'pay_test_1',
        providerOrderId: 'order_test_1',
        status: 'captured',
      }),
    ]);
    expect((await provider.listRefunds(window)).map((refund) => refund.status)).toEqual([
      'pending',
    ]);
    await advance(SETTLE_SECONDS);
    expect((await provider.listRefunds(window)).map((refund) => refund.status)).toEqual([
      'processed',
    ]);
  });
});

describe('the RazorpayX webhook signature', () => {
  it('accepts what the stand-in signs and refuses a forged delivery', async () => {
    const { provider, deliveries, advance } = setUp();
    const { providerFundAccountId } = await validated(provider, bank('123456789012'));
    await provider.createPayout(payoutRequest(providerFundAccountId));
    await advance(SETTLE_SECONDS);
    const [delivery] = deliveries;
    const signature = delivery!.headers['x-razorpay-signature'];
    expect(provider.isValidPayoutWebhookSignature(delivery!.rawBody, signature)).toBe(true);
    expect(
      provider.isValidPayoutWebhookSignature(
        delivery!.rawBody.replace('"processed"', '"failed"'),
        signature,
      ),
    ).toBe(false);
  });
});
