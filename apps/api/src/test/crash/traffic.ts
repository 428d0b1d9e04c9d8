import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { TEST_MODE_RAZORPAY_SECRET } from '../../config/env';

/** A signed-in person of the crash test, talking to the real server over HTTP. */
export interface Client {
  id: string;
  email: string;
  token: string;
}

export interface Home {
  id: string;
  minMonths: number;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export const call = async (
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Answer> => {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy page, a cut connection): the status says enough.
  }
  return { status: response.status, body };
};

/** The test-mode signature: hex HMAC-SHA256 of `order_id|payment_id` (README, Payments). */
export const signPayment = (orderId: string, paymentId: string) =>
  createHmac('sha256', TEST_MODE_RAZORPAY_SECRET).update(`${orderId}|${paymentId}`).digest('hex');

const verifyOrder = (base: string, client: Client, orderId: string) => {
  const paymentId = `pay_${randomBytes(7).toString('hex')}`;
  return call(base, 'POST', '/api/user/razorpay/verify', {
    token: client.token,
    body: {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signPayment(orderId, paymentId),
    },
  });
};

/** Signs a new user up, reads the code from the server's outbox, verifies and signs in. */
export const newClient = async (base: string, outbox: string, name: string): Promise<Client> => {
  const email = `${name}-${randomBytes(4).toString('hex')}@crash.example`;
  const password = 'Crash-test-Passphrase-2026';
  const signup = await call(base, 'POST', '/api/user/signup', {
    body: { name: `Crash ${name}`, email, password },
  });
  if (signup.status !== 201) throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
  let code: string | undefined;
  for (let tries = 0; tries < 100 && !code; tries += 1) {
    const mails = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
    for (const file of mails.filter((name) => name.endsWith('.json'))) {
      const mail = JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')) as {
        to: string;
        text: string;
      };
      if (mail.to === email) code = mail.text.match(/\b(\d{6})\b/)?.[1];
    }
    if (!code) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const verified = await call(base, 'POST', '/api/user/verify-otp', { body: { email, otp: code } });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  const login = await call(base, 'POST', '/api/user/login', { body: { email, password } });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  const user = login.body.user as { id: string };
  return { id: user.id, email, token: login.body.token as string };
};

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export type Operation = 'topUp' | 'walletBooking' | 'cardBooking' | 'cancel';

/** One money operation of a user, start to end, as the web would do it. */
export const runOperation = async (
  base: string,
  client: Client,
  homes: readonly Home[],
  operation: Operation,
) => {
  const token = client.token;
  if (operation === 'topUp') {
    const order = await call(base, 'POST', '/api/user/wallet/top-up', {
      token,
      body: { amount: 2_000_000 + Math.floor(Math.random() * 4) * 1_000_000 },
    });
    if (order.status !== 200) return order.status;
    return (await verifyOrder(base, client, (order.body.order as { orderId: string }).orderId))
      .status;
  }
  if (operation === 'cancel') {
    const list = await call(base, 'GET', '/api/user/bookings?status=confirmed&limit=5', { token });
    const rows = (list.body.data as { id: string }[] | undefined) ?? [];
    if (rows.length === 0) return list.status;
    return (
      await call(base, 'POST', `/api/user/bookings/cancel/${pick(rows).id}`, {
        token,
        body: { reason: 'Crash test: plans changed' },
      })
    ).status;
  }
  const home = pick(homes);
  const dates = await call(base, 'POST', '/api/user/checkout/save-booking-dates', {
    token,
    body: {
      propertyId: home.id,
      moveInDate: dayAhead(10 + Math.floor(Math.random() * 300)),
      rentalPeriod: home.minMonths,
    },
  });
  if (dates.status !== 200) return dates.status;
  // What checkout charges: the deposit and month 1 (PRODUCT.md, long stays).
  const dueNow = ((dates.body.cart as { price: { dueNow: number } }) ?? { price: { dueNow: 0 } })
    .price.dueNow;
  if (operation === 'walletBooking') {
    return (
      await call(base, 'POST', `/api/user/wallet/place-order/${client.id}`, {
        token,
        body: { amount: dueNow },
      })
    ).status;
  }
  const order = await call(base, 'POST', `/api/user/razorpay/order/${client.id}`, {
    token,
    body: { amount: dueNow },
  });
  if (order.status !== 200) return order.status;
  return (await verifyOrder(base, client, (order.body.order as { orderId: string }).orderId))
    .status;
};
