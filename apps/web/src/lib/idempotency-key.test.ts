import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { payHeldBooking } from '../features/bookings/api/pay-held-booking';
import { createBookingOrder } from '../features/checkout/api/create-booking-order';
import { placeWalletOrder } from '../features/checkout/api/place-wallet-order';
import { subscribe } from '../features/subscriptions/api/subscribe';
import { topUpWallet } from '../features/wallet/api/top-up-wallet';
import { apiServer } from '../test/fake-api';
import { idempotencyKeyFor, newIdempotencyKey } from './idempotency-key';

// PRODUCT.md, Money out, "Idempotency": the POSTs that move money or open a payment order send an
// Idempotency-Key, one per attempt. The fake server refuses each (409) after noting its key, so
// no answer needs to be a valid booking or order.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const keys: (string | null)[] = [];

beforeEach(() => {
  keys.length = 0;
  apiServer.use(
    http.post('/api/*', ({ request }) => {
      keys.push(request.headers.get('idempotency-key'));
      return HttpResponse.json({ message: 'Refused', code: 'CONFLICT' }, { status: 409 });
    }),
  );
});

const refused = async (call: () => Promise<unknown>) => {
  await expect(call()).rejects.toBeTruthy();
};

describe('Idempotency-Key on money-moving requests', () => {
  it('sends a new UUID on each card order, wallet payment, top-up and plan purchase', async () => {
    await refused(() => createBookingOrder('account-1', { amount: 1_000_000 }));
    await refused(() => createBookingOrder('account-1', { amount: 1_000_000 }));
    await refused(() => placeWalletOrder('account-1', 1_000_000));
    await refused(() => topUpWallet({ amount: 20_000 }));
    await refused(() => subscribe({ planName: 'Basic' }));
    expect(keys).toHaveLength(5);
    for (const key of keys) expect(key).toMatch(UUID);
    expect(new Set(keys).size).toBe(5);
  });

  it('sends the key it is given (a retry of one attempt)', async () => {
    const key = newIdempotencyKey();
    await refused(() => placeWalletOrder('account-1', 1_000_000, key));
    await refused(() => placeWalletOrder('account-1', 1_000_000, key));
    await refused(() => topUpWallet({ amount: 20_000 }, key));
    expect(keys).toEqual([key, key, key]);
  });

  it('keeps one key per mutation call: the same variables resend it, new ones get a new key', async () => {
    const attempt = { accountId: 'account-1', bookingId: crypto.randomUUID(), amount: 1_000_000 };
    await refused(() => payHeldBooking(attempt));
    await refused(() => payHeldBooking(attempt));
    await refused(() => payHeldBooking({ ...attempt }));
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(idempotencyKeyFor(attempt)).toBe(keys[0]);
  });
});
