import { expect, test } from '@playwright/test';
import {
  chooseMoveIn,
  createUserViaApi,
  expectToast,
  isoDay,
  openHome,
  payInTestCheckout,
  signIn,
} from './support';

/**
 * Refund to the card (PRODUCT.md, Money out; decision 028): a tenant books by the test card,
 * cancels choosing "Refund to my card", and watches the booking page turn from "on its way" to
 * "refunded to your card" once the test-mode provider settles it through the Razorpay webhook
 * (`PAYOUT_TEST_SETTLE_SECONDS`, 3 s by default).
 *
 * A retry starts over with a new tenant and other dates, so a first attempt's booking (cancelled
 * or not) never stands in its way; nothing here depends on another spec.
 */
test('a card booking cancelled with "Refund to my card" shows the refund processed', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  // The server's clock may have been moved by another journey: this one lives on today.
  expect((await request.post('/api/test/clock', { data: { offsetDays: 0 } })).ok()).toBe(true);

  const tenant = await createUserViaApi(request, 'Kavya');
  await signIn(page, 'user', tenant.email, tenant.password);

  // A month's stay far enough ahead for a full refund, on a day other journeys do not use.
  const daysAhead = 60 + testInfo.retry * 45 + Math.floor(Math.random() * 30);
  await openHome(page, 0);
  await chooseMoveIn(page, isoDay(daysAhead));
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/checkout$/);
  await page.getByRole('button', { name: /by card/ }).click();
  await payInTestCheckout(page);
  await expectToast(page, 'Booking confirmed');
  await page.getByRole('link', { name: 'View booking' }).click();
  await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog.getByRole('radio', { name: /Refund to my wallet/ })).toBeChecked();
  await dialog.getByRole('radio', { name: /Refund to my card/ }).check();
  await expect(dialog.getByText('Back to your card, in 5–7 working days.')).toBeVisible();
  await dialog.getByLabel('Reason for cancelling').fill('My plans changed, sorry');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expectToast(page, /on its way back to your card/);

  // The page follows the refund live (its notice refreshes the booking), within a few seconds.
  // (The notice is toasted too: the page's own words are looked for in its main region.)
  const main = page.getByRole('main');
  await expect(main.getByText(/ refunded to your card$/)).toBeVisible({ timeout: 30_000 });
  await expect(main.getByText(/is on its way back to your card$/)).toHaveCount(0);

  // And it is still so after a reload: the server says processed.
  await page.reload();
  await expect(main.getByText(/ refunded to your card$/)).toBeVisible();
});
