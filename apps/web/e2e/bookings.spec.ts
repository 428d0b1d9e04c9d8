import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  chooseMoveIn,
  DEMO,
  expectToast,
  isoDay,
  newSession,
  openHome,
  payInTestCheckout,
  readCodeFromOutbox,
  signIn,
  uniqueEmail,
} from './support';

/**
 * Issue 4's journey: a user books with an add-on and pays in the test card checkout; the owner's
 * wallet shows the credit minus commission; the user cancels and the wallet shows the refund; a
 * second user pays from the wallet; after the stay (the server's test clock) the first user
 * reviews it and the property shows the rating.
 */
const rupees = (text: string) => Number(text.replace(/[^\d]/g, ''));
const inr = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;
/** Moves the server's clock (NESTLY_TEST_CONTROLS) and runs the booking jobs. */
const setServerClock = async (request: APIRequestContext, offsetDays: number) => {
  const response = await request.post('/api/test/clock', { data: { offsetDays } });
  expect(response.ok()).toBe(true);
};

test.afterAll(async ({ request }) => {
  await setServerClock(request, 0);
});

test('book with an add-on by card, owner credited, cancel and refund, wallet payment, review after the stay', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);

  // 1. Asha books a home for a month with furniture rental and pays by the test card.
  await signIn(page, 'user', DEMO.user.email, DEMO.user.password);
  await openHome(page, 0);
  await chooseMoveIn(page, isoDay(30));
  await page.getByRole('checkbox', { name: /Furniture rental/ }).check();
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/checkout$/);
  const rentLine = await page.getByText(/^Rent: ₹[\d,]+ × 1 month$/).textContent();
  const rent = rupees(rentLine!.split('×')[0]!);
  const addOnLine = page.getByText(/^Furniture rental/).first();
  await expect(addOnLine).toBeVisible();
  const total = rupees((await page.getByRole('button', { name: /by card/ }).textContent())!);
  await page.getByRole('button', { name: /by card/ }).click();
  await payInTestCheckout(page);
  await expectToast(page, 'Booking confirmed');
  await page.getByRole('link', { name: 'View booking' }).click();
  await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible();
  const breakdown = page.getByRole('region', { name: 'Price breakdown' }).or(page.locator('body'));
  const addOnTotal = rupees(
    (await breakdown
      .getByText(/^Furniture rental \(/)
      .locator('..')
      .textContent())!.split(')')[1]!,
  );
  const subtotal = rent + addOnTotal;
  const ownerCredit = subtotal - Math.floor(subtotal / 10);

  // 2. The owner's side of the booking shows the month's earning: rent and add-on less the 10 %
  //    commission, pending until a day after move-in (PRODUCT.md, long stays).
  const bookingId = new URL(page.url()).pathname.split('/').pop()!;
  const owner = await newSession(browser);
  await signIn(owner.page, 'owner', DEMO.owner.email, DEMO.owner.password);
  await owner.page.goto(`/owner/bookings/${bookingId}`);
  await expect(owner.page.getByText(`+${inr(ownerCredit)}`).first()).toBeVisible();

  // 3. Asha cancels (a month ahead: full refund) and the wallet shows the refund.
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(inr(total)).first()).toBeVisible();
  await dialog.getByLabel('Reason for cancelling').fill('My plans changed, sorry');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expectToast(page, /Booking cancelled/);
  await page.goto('/user/wallet');
  await expect(page.getByText(`+${inr(total)}`).first()).toBeVisible();
  // The owner's pending earning was taken back.
  await owner.page.reload();
  await expect(owner.page.getByText(`−${inr(ownerCredit)}`).first()).toBeVisible();

  // 4. A second user adds money to the wallet and pays a booking from it.
  const second = await newSession(browser);
  const email = uniqueEmail('tenant');
  const signup = await request.post('/api/user/signup', {
    data: { name: 'Meera Iyer', email, password: 'Monsoon wallet of Meera 2' },
  });
  expect(signup.status()).toBe(201);
  const verified = await request.post('/api/user/verify-otp', {
    data: { email, otp: await readCodeFromOutbox(email) },
  });
  expect(verified.ok()).toBe(true);
  await signIn(second.page, 'user', email, 'Monsoon wallet of Meera 2');
  await second.page.goto('/user/wallet');
  await second.page.getByRole('button', { name: 'Add money' }).click();
  await second.page.getByLabel('Amount (₹)').fill('200000');
  await second.page.getByRole('button', { name: 'Continue to payment' }).click();
  await payInTestCheckout(second.page);
  await expectToast(second.page, 'Money added to your wallet');
  await openHome(second.page, 1);
  await chooseMoveIn(second.page, isoDay(10));
  await second.page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(second.page).toHaveURL(/\/user\/checkout$/);
  await second.page.getByRole('button', { name: /from wallet/ }).click();
  const confirm = second.page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: /Pay/ }).click();
  await expectToast(second.page, /Booking confirmed/);
  await second.page.goto('/user/bookings');
  await expect(second.page.getByText('Confirmed').first()).toBeVisible();

  // 5. Asha books a stay starting tomorrow, lives it (the server's clock moves past it), and
  //    reviews it; the home shows the rating.
  const home = await openHome(page, 2);
  await chooseMoveIn(page, isoDay(1));
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await page.getByRole('button', { name: /by card/ }).click();
  await payInTestCheckout(page);
  await expectToast(page, 'Booking confirmed');
  await page.getByRole('link', { name: 'View booking' }).click();
  const bookingUrl = page.url();
  await setServerClock(request, 40);
  // Sessions follow the server's clock too: sign in again on the far side of the stay.
  await signIn(page, 'user', DEMO.user.email, DEMO.user.password);
  await page.goto(bookingUrl);
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
  // The stars are labels around visually hidden radios: click the fourth star, as a person does.
  await page.locator('label', { has: page.getByRole('radio', { name: /^4 stars/ }) }).click();
  await expect(page.getByRole('radio', { name: /^4 stars/ })).toBeChecked();
  await page
    .getByLabel('Your review')
    .fill('Bright, quiet and exactly as described. The owner answered within minutes.');
  await page.getByRole('button', { name: 'Post review' }).click();
  await expectToast(page, /review/i);
  await page.goto(home);
  await expect(page.getByText('4.0').first()).toBeVisible();
  await expect(page.getByText(/1 review/).first()).toBeVisible();
  await setServerClock(request, 0);
});
