import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { PDF_BYTES } from '../../api/src/test/helpers/multipart';
import { DEMO, isoDay, readCodeFromOutbox, uniqueEmail } from './support';

/**
 * A new owner whose home has been booked and paid, made through the API: the journeys about an
 * owner's money (the dashboards' earnings, money out) start from one, each attempt its own, so a
 * retried journey does not find the state its first try left.
 */

export const OWNER_PASSWORD = 'Kavya keeps the keys 8';

export const ok = async <T>(response: Awaited<ReturnType<APIRequestContext['post']>>) => {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
};
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const apiSignIn = async (
  request: APIRequestContext,
  role: string,
  email: string,
  password: string,
) =>
  (await ok<{ token: string; user: { id: string } }>(
    await request.post(`/api/${role}/login`, { data: { email, password } }),
  )) as { token: string; user: { id: string } };

/** Pays a provider order in the built-in test checkout; answers the signed payment data. */
const payOrder = async (request: APIRequestContext, token: string, orderId: string) =>
  ok<Record<string, string>>(
    await request.post(`/api/payments/test-checkout/${orderId}/pay`, { headers: bearer(token) }),
  );

/** An approved owner with a Basic plan and one approved home, made through the API. */
export const ownerWithHome = async (
  request: APIRequestContext,
  { emailPrefix = 'dash-owner', title = 'Dashboard test flat by the lake' } = {},
) => {
  const email = uniqueEmail(emailPrefix);
  await ok(
    await request.post('/api/owner/signup', {
      multipart: {
        name: 'Kavya Pillai',
        email,
        password: OWNER_PASSWORD,
        documents: {
          name: 'id.pdf',
          mimeType: 'application/pdf',
          buffer: PDF_BYTES,
        },
      },
    }),
  );
  await ok(
    await request.post('/api/owner/verify-otp', {
      data: { email, otp: await readCodeFromOutbox(email) },
    }),
  );
  const admin = await apiSignIn(request, 'admin', DEMO.admin.email, DEMO.admin.password);
  let owner = await apiSignIn(request, 'owner', email, OWNER_PASSWORD);
  await ok(
    await request.patch(`/api/admin/owners/approve/${owner.user.id}`, {
      headers: bearer(admin.token),
    }),
  );
  owner = await apiSignIn(request, 'owner', email, OWNER_PASSWORD);
  const plan = await ok<{ order: { orderId: string } }>(
    await request.post('/api/owner/subscription', {
      headers: bearer(owner.token),
      data: { planName: 'Basic' },
    }),
  );
  await ok(
    await request.post('/api/owner/verify-subscription', {
      headers: bearer(owner.token),
      data: { paymentData: await payOrder(request, owner.token, plan.order.orderId) },
    }),
  );
  const photo = await sharp({
    create: { width: 900, height: 600, channels: 3, background: '#0f766e' },
  })
    .png()
    .toBuffer();
  const added = await ok<{ property: { id: string } }>(
    await request.post('/api/owner/add-property', {
      headers: bearer(owner.token),
      multipart: {
        title,
        description: 'A bright flat by the lake, made by the dashboards journey to be booked once.',
        type: 'apartment',
        address: '4 Lake Road',
        city: 'Kottayam',
        state: 'Kerala',
        country: 'India',
        pincode: '686001',
        bedrooms: '2',
        bathrooms: '1',
        area: '900',
        furnishing: 'semi',
        rent: '1800000',
        deposit: '3600000',
        minMonths: '1',
        maxMonths: '12',
        images: { name: 'cover.png', mimeType: 'image/png', buffer: photo },
      },
    }),
  );
  await ok(
    await request.patch(`/api/admin/properties/approve/${added.property.id}`, {
      headers: bearer(admin.token),
    }),
  );
  return { email, propertyId: added.property.id };
};

/**
 * Asha books the home for two months from tomorrow with an add-on and pays by the test card:
 * checkout charges the deposit and month 1 (PRODUCT.md, long stays). The owner's share of month 1
 * is pending until a day after move-in, so the server's clock is then moved two days on (the
 * release job makes it available); the caller moves it back (`resetClock`). Answers what month 1
 * charged for rent and add-ons.
 */
export const bookByCard = async (request: APIRequestContext, propertyId: string) => {
  const user = await apiSignIn(request, 'user', DEMO.user.email, DEMO.user.password);
  const services = await ok<{ data: { id: string }[] }>(
    await request.get('/api/user/services', { headers: bearer(user.token) }),
  );
  const addOn = services.data[0]!;
  await ok(
    await request.post('/api/user/checkout/save-booking-dates', {
      headers: bearer(user.token),
      data: { propertyId, moveInDate: isoDay(1), rentalPeriod: 2 },
    }),
  );
  const cart = await ok<{ cart: { price: { subtotal: number; dueNow: number } } }>(
    await request.post('/api/user/checkout/save-addons', {
      headers: bearer(user.token),
      data: { propertyId, addOns: [addOn.id] },
    }),
  );
  const order = await ok<{ order: { orderId: string } }>(
    await request.post(`/api/user/razorpay/order/${user.user.id}`, {
      headers: bearer(user.token),
      data: { amount: cart.cart.price.dueNow },
    }),
  );
  await ok(
    await request.post('/api/user/razorpay/verify', {
      headers: bearer(user.token),
      data: await payOrder(request, user.token, order.order.orderId),
    }),
  );
  await ok(await request.post('/api/test/clock', { data: { offsetDays: 2 } }));
  return cart.cart.price.subtotal / 2;
};

/** Puts the server's clock back on today (after `bookByCard`). */
export const resetClock = async (request: APIRequestContext) => {
  await ok(await request.post('/api/test/clock', { data: { offsetDays: 0 } }));
};
