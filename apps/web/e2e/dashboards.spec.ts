import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { PDF_BYTES } from '../../api/src/test/helpers/multipart';
import { DEMO, readCodeFromOutbox, signIn, uniqueEmail } from './support';

/**
 * Issue 11: a new owner's home is booked (rent and an add-on, paid by card); the owner's dashboard
 * shows this month's earnings equal to the wallet's credit, and the admin's commission this month
 * grows by exactly 10 % of the rent and add-ons booked.
 */
/** `₹3,900` or `₹3,900.50` → paise. */
const paise = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
const isoDay = (daysAhead: number) =>
  new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
const PASSWORD = 'Kavya keeps the keys 8';

const ok = async <T>(response: Awaited<ReturnType<APIRequestContext['post']>>) => {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const apiSignIn = async (
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
const ownerWithHome = async (request: APIRequestContext) => {
  const email = uniqueEmail('dash-owner');
  await ok(
    await request.post('/api/owner/signup', {
      multipart: {
        name: 'Kavya Pillai',
        email,
        password: PASSWORD,
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
  let owner = await apiSignIn(request, 'owner', email, PASSWORD);
  await ok(
    await request.patch(`/api/admin/owners/approve/${owner.user.id}`, {
      headers: bearer(admin.token),
    }),
  );
  owner = await apiSignIn(request, 'owner', email, PASSWORD);
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
        title: 'Dashboard test flat by the lake',
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

/** Asha books the home for two months with an add-on and pays by the test card. */
const bookByCard = async (request: APIRequestContext, propertyId: string) => {
  const user = await apiSignIn(request, 'user', DEMO.user.email, DEMO.user.password);
  const services = await ok<{ data: { id: string }[] }>(
    await request.get('/api/user/services', { headers: bearer(user.token) }),
  );
  const addOn = services.data[0]!;
  await ok(
    await request.post('/api/user/checkout/save-booking-dates', {
      headers: bearer(user.token),
      data: { propertyId, moveInDate: isoDay(20), rentalPeriod: 2 },
    }),
  );
  const cart = await ok<{ cart: { price: { subtotal: number; total: number } } }>(
    await request.post('/api/user/checkout/save-addons', {
      headers: bearer(user.token),
      data: { propertyId, addOns: [addOn.id] },
    }),
  );
  const order = await ok<{ order: { orderId: string } }>(
    await request.post(`/api/user/razorpay/order/${user.user.id}`, {
      headers: bearer(user.token),
      data: { amount: cart.cart.price.total },
    }),
  );
  await ok(
    await request.post('/api/user/razorpay/verify', {
      headers: bearer(user.token),
      data: await payOrder(request, user.token, order.order.orderId),
    }),
  );
  return cart.cart.price.subtotal;
};

/** The figure a dashboard card shows under its label. */
const figure = async (page: Page, label: string) =>
  paise(
    (await page
      .getByText(label, { exact: true })
      .locator('xpath=ancestor-or-self::p[1]/following-sibling::p[1]')
      .textContent())!,
  );

test('an owner sees this month’s earnings equal the wallet credit; the admin’s commission grows by 10 % of what was booked', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await browser.newContext().then((context) => context.newPage());
  await signIn(admin, 'admin', DEMO.admin.email, DEMO.admin.password);
  await expect(admin.getByText('Commission this month', { exact: true })).toBeVisible();
  const commissionBefore = await figure(admin, 'Commission this month');

  const { email, propertyId } = await ownerWithHome(request);
  const subtotal = await bookByCard(request, propertyId);

  // The owner's wallet shows the credit; the dashboard's "Earnings this month" is the same.
  await signIn(page, 'owner', email, PASSWORD);
  await page.goto('/owner/wallet');
  const credit = page.getByText(/^\+₹[\d,.]+$/).first();
  await expect(credit).toBeVisible();
  const credited = paise((await credit.textContent())!);
  expect(credited).toBe(subtotal - Math.floor(subtotal / 10));
  await page.goto('/owner/dashboard');
  await expect(page.getByText('Earnings this month', { exact: true })).toBeVisible();
  expect(await figure(page, 'Earnings this month')).toBe(credited);
  // The chart's table has this month's net too.
  await expect(page.getByRole('table', { name: 'Earnings' })).toContainText(
    (await page
      .getByText('Earnings this month', { exact: true })
      .locator('xpath=ancestor-or-self::p[1]/following-sibling::p[1]')
      .textContent())!,
  );

  // The admin's commission this month grew by 10 % of the rent and add-ons booked.
  await admin.reload();
  await expect(admin.getByText('Commission this month', { exact: true })).toBeVisible();
  await expect
    .poll(() => figure(admin, 'Commission this month'))
    .toBe(commissionBefore + Math.floor(subtotal / 10));
  await expect(admin.getByRole('status')).toContainText('Ledger balanced');
});
