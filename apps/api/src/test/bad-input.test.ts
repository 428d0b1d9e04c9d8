import { describe, expect, it } from 'vitest';
import { createUser, loginAdmin, uniqueEmail } from './factories/accounts';
import {
  bookByWallet,
  daysFromNow,
  setUpBookingWorld,
  startCardOrder,
  fillCart,
} from './factories/bookings';
import { photoFile, DEFAULT_LISTING } from './factories/listings';
import { buildMultipart, PDF_BYTES } from './helpers/multipart';
import { capturedEvent, sendWebhook } from './helpers/payment-webhooks';

// Issue 8, item 3: a NUL character (PostgreSQL text cannot hold one) or a broken multipart body is
// bad input: 400 with the field at fault, never a 500 from the database or the form parser.
const { t, admin, home } = setUpBookingWorld();

const expectNulRefused = (
  response: { statusCode: number; json: () => unknown; body: string },
  field: string,
) => {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({
    code: 'VALIDATION_ERROR',
    details: [{ field, message: expect.stringContaining('NUL') }],
  });
};

describe('a NUL character anywhere in the input', () => {
  it('is refused in a query string with the parameter named', async () => {
    const user = await createUser(t.app, t.mailer);
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/user/property/filtered?city=%00',
      headers: user.auth,
    });
    expectNulRefused(search, 'city');
    const users = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?search=a%00b',
      headers: admin.auth,
    });
    expectNulRefused(users, 'search');
  });

  it('is refused in a path parameter', async () => {
    const user = await createUser(t.app, t.mailer);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/payments/test-checkout/order%00x',
      headers: user.auth,
    });
    expectNulRefused(response, 'orderId');
  });

  it('is refused in a JSON string, nested or not, and in a JSON key', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: { name: 'Asha\u0000', email: uniqueEmail('nul'), password: 'Secret123' },
    });
    expectNulRefused(signup, 'name');

    const { property } = await home();
    const user = await createUser(t.app, t.mailer);
    const { bookingId } = await bookByWallet(t.app, user, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 30),
    });
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/user/bookings/cancel/${bookingId}`,
      headers: user.auth,
      payload: { reason: 'Plans\u0000 changed' },
    });
    expectNulRefused(cancel, 'reason');

    const key = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { type: 'user', 'na\u0000me': 'x' },
    });
    expect(key.statusCode).toBe(400);
  });

  it('is refused in a signed webhook body before any look-up', async () => {
    const response = await sendWebhook(t.app, capturedEvent('order_\u0000x', 'pay_1', 100));
    expectNulRefused(response, 'payload.payment.entity.order_id');
  });

  it('is refused in multipart fields and file names', async () => {
    const fields = {
      name: 'Owner\u0000',
      email: uniqueEmail('owner'),
      password: 'Secret123',
    };
    const form = buildMultipart(fields, [
      { field: 'documents', fileName: 'id.pdf', contentType: 'application/pdf', body: PDF_BYTES },
    ]);
    const signup = await t.app.inject({ method: 'POST', url: '/api/owner/signup', ...form });
    expectNulRefused(signup, 'name');

    const { owner } = await home();
    const listing = buildMultipart({ ...DEFAULT_LISTING, city: 'Ko\u0000chi' }, [
      await photoFile(),
    ]);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/owner/add-property',
      payload: listing.payload,
      headers: { ...listing.headers, ...owner.auth },
    });
    expectNulRefused(added, 'city');

    const named = buildMultipart({ ...DEFAULT_LISTING }, [await photoFile('ph\u0000oto.png')]);
    const withName = await t.app.inject({
      method: 'POST',
      url: '/api/owner/add-property',
      payload: named.payload,
      headers: { ...named.headers, ...owner.auth },
    });
    expectNulRefused(withName, 'images');
  });

  it('leaves ordinary text (accents, emoji, other control-free scripts) alone', async () => {
    const user = await createUser(t.app, t.mailer);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/user/property/filtered?city=${encodeURIComponent('Kōchi 🏠 कोच्चि')}`,
      headers: user.auth,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('a malformed multipart body', () => {
  const broken = {
    headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
    payload: 'a=1&b=2',
  };
  const truncated = (boundary: string) => ({
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha`,
  });

  const expectBadForm = (response: { statusCode: number; body: string; json: () => unknown }) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ field: 'body' }],
    });
  };

  it('answers 400 on signup, owner signup, add-property, property update and avatar', async () => {
    const { owner, property } = await home();
    const user = await createUser(t.app, t.mailer);
    const calls = [
      { method: 'POST' as const, url: '/api/user/signup', headers: {} },
      { method: 'POST' as const, url: '/api/auth/signup', headers: {} },
      { method: 'POST' as const, url: '/api/owner/signup', headers: {} },
      { method: 'POST' as const, url: '/api/owner/add-property', headers: owner.auth },
      {
        method: 'PATCH' as const,
        url: `/api/owner/property/update/${property.id}`,
        headers: owner.auth,
      },
      { method: 'POST' as const, url: `/api/user/profile/${user.id}/avatar`, headers: user.auth },
      {
        method: 'POST' as const,
        url: `/api/owner/profile/${owner.id}/avatar`,
        headers: owner.auth,
      },
    ];
    for (const call of calls) {
      for (const body of [broken, truncated('zzz')]) {
        const response = await t.app.inject({
          method: call.method,
          url: call.url,
          headers: { ...call.headers, ...body.headers },
          payload: body.payload,
        });
        expectBadForm(response);
      }
    }
  });

  it('answers 400 to a multipart body on a JSON-only route, and on the card order', async () => {
    const { property } = await home();
    const user = await createUser(t.app, t.mailer);
    const cart = await fillCart(t.app, user, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 40),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/user/razorpay/order/${user.id}`,
      headers: { ...user.auth, ...broken.headers },
      payload: broken.payload,
    });
    expect(response.statusCode).toBe(400);
    // The cart is untouched: a proper order still goes through.
    expect((await startCardOrder(t.app, user, cart.price.dueNow)).statusCode).toBe(200);
    const admin2 = await loginAdmin(t.app);
    const feature = await t.app.inject({
      method: 'POST',
      url: '/api/admin/add-feature',
      headers: { ...admin2.auth, ...broken.headers },
      payload: broken.payload,
    });
    expect(feature.statusCode).toBe(400);
  });
});
