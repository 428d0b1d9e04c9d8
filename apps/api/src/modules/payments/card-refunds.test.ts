import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../app-deps';
import { TEST_MODE_RAZORPAY_SECRET } from '../../config/env';
import { createMetrics } from '../../lib/metrics';
import { ProviderError, signWebhookBody, type PayoutsProvider } from '../../lib/payouts-provider';
import { createUser, type SignedInPerson } from '../../test/factories/accounts';
import {
  bookByCard,
  bookByWallet,
  daysFromNow,
  expectLedgerBalanced,
  getBooking,
  getWallet,
  rowsOf,
  setUpBookingWorld,
  signInAgain,
} from '../../test/factories/bookings';
import { createLedgerService } from '../ledger/index';
import { createCardRefunds } from './card-refunds';

// Refunds to the card (PRODUCT.md, Money out: "Refund to the card"; decision 028): a cancellation
// with `refundTo: "card"` sends the card-paid part back through the provider (the test-mode
// stand-in, settled through the Razorpay webhook route), once; the webhook settles it once per
// event; a failed refund lands in the wallet.

const RENT = 1_000_000;
const DEPOSIT = 400_000;
const world = setUpBookingWorld({ homeFields: { rent: String(RENT), deposit: String(DEPOSIT) } });
const { t, admin } = world;

const cancel = (
  person: SignedInPerson,
  bookingId: string,
  body: Record<string, unknown>,
  role: 'user' | 'owner' = 'user',
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${role}/bookings/cancel/${bookingId}`,
    headers: person.auth,
    payload: { reason: 'Plans changed, sorry', ...body },
  });

const detailOf = async (
  person: SignedInPerson,
  bookingId: string,
  role: 'user' | 'owner' | 'admin' = 'user',
) => {
  const response = await getBooking(t.app, person, role, bookingId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().booking;
};

const cardRefundRows = (bookingId: string) =>
  rowsOf<{
    id: string;
    status: string;
    amount: string | number;
    provider_refund_id: string | null;
    provider_payment_id: string;
  }>(t.db, sql`select * from card_refunds where booking_id = ${bookingId}`);

const platformBalance = async (kind: string) => {
  const [row] = await rowsOf<{ sum: string }>(
    t.db,
    sql`select coalesce(sum(e.amount), 0)::text as sum from ledger_entries e
        join ledger_accounts a on a.id = e.ledger_account_id where a.kind = ${kind}`,
  );
  return Number(row!.sum);
};

/** Runs the provider calls, then lets the stand-in's settle time pass and delivers its webhooks. */
const settleRefunds = async () => {
  await t.app.jobs.drain();
  t.clock.advance(3_000);
  await t.app.jobs.drain();
};

/** Lets the card refunds of earlier tests settle, so the platform's accounts can be measured. */
const settleEarlierRefunds = async () => {
  await t.app.jobs.drain();
  t.clock.advance(60_000);
  await t.app.jobs.drain();
};

/** A user with a confirmed card booking of a fresh home, 30 days ahead. */
const cardBooking = async () => {
  const { owner, property } = await world.home();
  const user = await createUser(t.app, t.mailer);
  const booked = await bookByCard(t.app, user, {
    propertyId: property.id,
    moveInDate: daysFromNow(t.clock, 30),
    rentalPeriod: 2,
  });
  return { owner, user, ...booked };
};

/** A Razorpay refund event for one of our refunds, signed with `secret`. */
const refundEvent = (
  event: 'refund.processed' | 'refund.failed',
  refund: {
    id: string;
    provider_refund_id: string | null;
    provider_payment_id: string;
    amount: string | number;
  },
) =>
  JSON.stringify({
    entity: 'event',
    event,
    contains: ['refund'],
    payload: {
      refund: {
        entity: {
          id: refund.provider_refund_id ?? `rfnd_${randomUUID().slice(0, 12)}`,
          entity: 'refund',
          amount: Number(refund.amount),
          currency: 'INR',
          payment_id: refund.provider_payment_id,
          receipt: refund.id,
          status: event === 'refund.processed' ? 'processed' : 'failed',
          created_at: Math.floor(t.clock.now().getTime() / 1000),
        },
      },
    },
    created_at: Math.floor(t.clock.now().getTime() / 1000),
  });

const deliver = (
  rawBody: string,
  { eventId = `evt_${randomUUID()}`, secret = TEST_MODE_RAZORPAY_SECRET } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signWebhookBody(secret, rawBody),
      ...(eventId ? { 'x-razorpay-event-id': eventId } : {}),
    },
    payload: rawBody,
  });

const noticesOf = async (person: SignedInPerson) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/user/notifications', headers: person.auth })
  ).json().data as { type: string; title: string; link: string | null }[];

describe('cancelling with refundTo: "card"', () => {
  it('sends the card-paid refund back through the provider and settles it by webhook', async () => {
    await settleEarlierRefunds();
    const inTransitBefore = await platformBalance('card_refunds_in_transit');
    const clearingBefore = await platformBalance('provider_clearing');
    const { user, owner, bookingId, total } = await cardBooking();

    const response = await cancel(user, bookingId, { refundTo: 'card' });
    expect(response.statusCode, response.body).toBe(200);
    const { message, booking } = response.json();
    expect(message).toContain('on its way back to your card');
    expect(booking).toMatchObject({ status: 'cancelled', refundAmount: total });
    expect(booking.refund).toEqual({ status: 'pending', amount: total });
    // Nothing reached the wallet: all of it is on its way to the card.
    expect((await getWallet(t.app, user, 'user')).wallet.balance).toBe(0);
    expect(await platformBalance('card_refunds_in_transit')).toBe(inTransitBefore + total);
    const [row] = await cardRefundRows(bookingId);
    expect(row!.status).toBe('pending');
    expect(Number(row!.amount)).toBe(total);
    await expectLedgerBalanced(t.db);

    // The job asks the provider, keyed by the row; the stand-in settles 3 s later by webhook.
    await t.app.jobs.drain();
    const [submitted] = await cardRefundRows(bookingId);
    expect(submitted!.provider_refund_id).toMatch(/^rfnd_test_/);
    t.clock.advance(3_000);
    await t.app.jobs.drain();

    const later = await signInAgain(t.app, 'user', user);
    expect((await detailOf(later, bookingId)).refund).toEqual({
      status: 'processed',
      amount: total,
    });
    const hostLater = await signInAgain(t.app, 'owner', owner);
    expect((await detailOf(hostLater, bookingId, 'owner')).refund).toEqual({
      status: 'processed',
      amount: total,
    });
    const adminLater = await signInAgain(t.app, 'admin', admin);
    expect((await detailOf(adminLater, bookingId, 'admin')).refund).toMatchObject({
      status: 'processed',
    });
    expect(await platformBalance('card_refunds_in_transit')).toBe(inTransitBefore);
    // The provider holds `total` less of ours: clearing is back where it was before the booking.
    expect(await platformBalance('provider_clearing')).toBe(clearingBefore);
    expect((await getWallet(t.app, later, 'user')).wallet.balance).toBe(0);
    const notice = (await noticesOf(later)).find(({ type }) => type.startsWith('card_refund'));
    expect(notice).toMatchObject({
      type: 'card_refund_processed',
      link: `/user/bookings/${bookingId}`,
    });
    await t.app.jobs.drain();
    expect(t.mailer.lastTo(user.email)?.subject).toContain('refunded to your card');
    await expectLedgerBalanced(t.db);
  });

  it('refunds late cancellations by the rules, all to the card (it was paid by card)', async () => {
    const { owner, property } = await world.home();
    const user = await createUser(t.app, t.mailer);
    const { bookingId, total } = await bookByCard(t.app, user, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 3),
      rentalPeriod: 2,
    });
    const response = await cancel(user, bookingId, { refundTo: 'card' });
    expect(response.statusCode, response.body).toBe(200);
    const { booking } = response.json();
    expect(booking.refundAmount).toBeLessThan(total);
    expect(booking.refund).toEqual({ status: 'pending', amount: booking.refundAmount });
    expect((await getWallet(t.app, user, 'user')).wallet.balance).toBe(0);
    expect((await getWallet(t.app, owner, 'owner')).wallet.balance).toBeGreaterThan(0);
    await expectLedgerBalanced(t.db);
  });

  it('refunds once when asked twice, and answers refund: null for a wallet refund', async () => {
    const { user, bookingId } = await cardBooking();
    const [first, second] = await Promise.all([
      cancel(user, bookingId, { refundTo: 'card' }),
      cancel(user, bookingId, { refundTo: 'card' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(await cardRefundRows(bookingId)).toHaveLength(1);
    await settleRefunds();
    expect(await cardRefundRows(bookingId)).toHaveLength(1);
    await expectLedgerBalanced(t.db);

    // The default is the wallet: instant, no card refund.
    const other = await cardBooking();
    const walletCancel = await cancel(other.user, other.bookingId, {});
    expect(walletCancel.statusCode).toBe(200);
    expect(walletCancel.json().booking.refund).toBeNull();
    expect((await getWallet(t.app, other.user, 'user')).wallet.balance).toBe(other.total);
    expect(await cardRefundRows(other.bookingId)).toHaveLength(0);
  });

  it('returns wallet-paid money to the wallet, and a host cancellation to the wallet', async () => {
    const { property } = await world.home();
    const user = await createUser(t.app, t.mailer);
    const byWallet = await bookByWallet(t.app, user, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 30),
    });
    const before = (await getWallet(t.app, user, 'user')).wallet.balance;
    const response = await cancel(user, byWallet.bookingId, { refundTo: 'card' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().booking.refund).toBeNull();
    expect((await getWallet(t.app, user, 'user')).wallet.balance).toBe(before + byWallet.total);

    const { owner, user: guest, bookingId, total } = await cardBooking();
    const byHost = await cancel(owner, bookingId, { refundTo: 'card' }, 'owner');
    expect(byHost.statusCode, byHost.body).toBe(200);
    expect(byHost.json().booking.refund).toBeNull();
    expect((await getWallet(t.app, guest, 'user')).wallet.balance).toBe(total);
    await expectLedgerBalanced(t.db);
  });

  it('refuses a refundTo other than wallet or card', async () => {
    const { user, bookingId } = await cardBooking();
    const response = await cancel(user, bookingId, { refundTo: 'bank' });
    expect(response.statusCode).toBe(400);
    expect((await detailOf(user, bookingId)).status).toBe('confirmed');
  });
});

describe('the refund webhook (POST /api/payments/razorpay/webhook)', () => {
  it('credits the wallet when the refund fails, once per event; refuses forged ones', async () => {
    const { user, bookingId, total } = await cardBooking();
    expect((await cancel(user, bookingId, { refundTo: 'card' })).statusCode).toBe(200);
    await t.app.jobs.drain();
    const [row] = await cardRefundRows(bookingId);
    const failed = refundEvent('refund.failed', row!);

    const forged = await deliver(failed, { secret: 'not-the-secret' });
    expect(forged.statusCode).toBe(403);
    const noEventId = await deliver(failed, { eventId: '' });
    expect(noEventId.statusCode).toBe(400);
    expect((await detailOf(user, bookingId)).refund.status).toBe('pending');

    const eventId = `evt_${randomUUID()}`;
    const first = await deliver(failed, { eventId });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe('refund failed');
    const replay = await deliver(failed, { eventId });
    expect(replay.json().message).toBe('already handled');
    expect((await getWallet(t.app, user, 'user')).wallet.balance).toBe(total);
    expect((await detailOf(user, bookingId)).refund).toEqual({ status: 'failed', amount: total });
    const notice = (await noticesOf(user)).find(({ type }) => type.startsWith('card_refund'));
    expect(notice).toMatchObject({
      type: 'card_refund_failed',
      title: 'The refund to your card failed: credited to your wallet',
    });
    const wallet = await getWallet(t.app, user, 'user');
    expect(wallet.data[0]).toMatchObject({ kind: 'refund', amount: total, bookingId });

    // The stand-in's own `refund.processed` arriving after the failure changes nothing.
    t.clock.advance(3_000);
    await t.app.jobs.drain();
    const later = await signInAgain(t.app, 'user', user);
    expect((await detailOf(later, bookingId)).refund.status).toBe('failed');
    expect((await getWallet(t.app, later, 'user')).wallet.balance).toBe(total);
    await expectLedgerBalanced(t.db);
  });

  it('settles a processed refund once, however often the event is delivered', async () => {
    const { user, bookingId, total } = await cardBooking();
    expect((await cancel(user, bookingId, { refundTo: 'card' })).statusCode).toBe(200);
    await t.app.jobs.drain();
    const [row] = await cardRefundRows(bookingId);
    const processed = refundEvent('refund.processed', row!);
    const eventId = `evt_${randomUUID()}`;
    expect((await deliver(processed, { eventId })).json().message).toBe('refund processed');
    expect((await deliver(processed, { eventId })).json().message).toBe('already handled');
    // Another delivery id for a refund already settled: no change either.
    expect((await deliver(processed)).json().message).toBe('ignored: no change');
    expect((await detailOf(user, bookingId)).refund).toEqual({
      status: 'processed',
      amount: total,
    });
    expect((await getWallet(t.app, user, 'user')).wallet.balance).toBe(0);
    await expectLedgerBalanced(t.db);
  });
});

describe('the job payments.card-refund', () => {
  /** The card refunds of this app, but asking a provider that answers with `error`. */
  const refundsWithProvider = (error: ProviderError) =>
    createCardRefunds(
      {
        db: t.db,
        clock: t.clock,
        jobs: t.app.jobs,
        metrics: createMetrics(),
        logger: t.app.log,
      } as unknown as AppDeps,
      {
        ledger: createLedgerService(),
        notifications: t.app.notifications,
        provider: {
          createRefund: async () => {
            throw error;
          },
        } as unknown as PayoutsProvider,
      },
    );

  it('retries what the provider may take later, and fails a refusal to the wallet', async () => {
    const { user, bookingId, total } = await cardBooking();
    expect((await cancel(user, bookingId, { refundTo: 'card' })).statusCode).toBe(200);
    // The app's own job may already have handed it to the stand-in: arrange a refund not yet sent.
    await t.app.jobs.drain();
    const [row] = await cardRefundRows(bookingId);
    await t.db.execute(
      sql`update card_refunds set provider_refund_id = null where id = ${row!.id}`,
    );

    const unavailable = refundsWithProvider(
      new ProviderError({ status: 503, providerCode: 'SERVER_ERROR', description: 'Try again' }),
    );
    await expect(unavailable.submit(row!.id, 1)).rejects.toBeInstanceOf(ProviderError);
    expect((await detailOf(user, bookingId)).refund.status).toBe('pending');

    const refused = refundsWithProvider(
      new ProviderError({
        status: 400,
        providerCode: 'BAD_REQUEST_ERROR',
        description: 'The payment has been fully refunded already',
      }),
    );
    await refused.submit(row!.id, 1);
    expect((await detailOf(user, bookingId)).refund).toEqual({ status: 'failed', amount: total });
    expect((await getWallet(t.app, user, 'user')).wallet.balance).toBe(total);
    const notice = (await noticesOf(user)).find(({ type }) => type === 'card_refund_failed');
    expect(notice?.title).toBe('The refund to your card failed: credited to your wallet');

    // The stand-in's `refund.processed` for the first call, arriving after the failure, changes
    // nothing.
    await settleRefunds();
    const later = await signInAgain(t.app, 'user', user);
    expect((await getWallet(t.app, later, 'user')).wallet.balance).toBe(total);
    await expectLedgerBalanced(t.db);
  });
});
