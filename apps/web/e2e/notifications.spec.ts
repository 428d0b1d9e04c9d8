import { expect, test, type Locator } from '@playwright/test';
import {
  chooseMoveIn,
  DEMO,
  expectToast,
  isoDay,
  newSession,
  openHome,
  payInTestCheckout,
  signIn,
} from './support';

/** The count on the bell, read from its accessible name ("Notifications, 3 unread"). */
const unreadOn = async (bell: Locator) =>
  Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0);

/**
 * Issue 9, two browser contexts: while the owner looks at their dashboard, a tenant books one of
 * their homes; the owner's bell counts it without a reload, and opening the notice lands on the
 * booking and brings the count down.
 */
test("the owner's bell counts a new booking live, and its notice opens the booking", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await newSession(browser);
  await signIn(owner.page, 'owner', DEMO.owner.email, DEMO.owner.password);
  const bell = owner.page.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  // Let the first count settle before reading it.
  await owner.page.waitForLoadState('networkidle');
  const before = await unreadOn(bell);

  await signIn(page, 'user', DEMO.otherUser.email, DEMO.otherUser.password);
  await openHome(page, 4);
  await chooseMoveIn(page, isoDay(200));
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/checkout$/);
  await page.getByRole('button', { name: /by card/ }).click();
  await payInTestCheckout(page);
  await expectToast(page, 'Booking confirmed');

  // The host is told twice (booked, and paid), live: no reload on the owner's side.
  await expect(bell).toHaveAttribute('aria-label', `Notifications, ${before + 2} unread`);
  await expectToast(owner.page, /New booking/);

  await bell.click();
  await expect(owner.page).toHaveURL(/\/owner\/notifications$/);
  await owner.page
    .getByRole('button', { name: /^New booking:/ })
    .first()
    .click();
  await expect(owner.page).toHaveURL(/\/owner\/bookings\/[0-9a-f-]{36}$/);
  await expect(owner.page.getByText('Confirmed', { exact: true }).first()).toBeVisible();
  await expect(bell).toHaveAttribute('aria-label', `Notifications, ${before + 1} unread`);
});
