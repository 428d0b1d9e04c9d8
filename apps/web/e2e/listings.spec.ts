import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, expectToast, newSession, signIn } from './support';

/** Two real photos, drawn here (the upload is decoded and re-encoded by the server). */
const photo = async (name: string, colour: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .png()
    .toBuffer(),
});

const PENDING_OWNER = {
  email: 'pending.owner@nestly.local',
  password: 'Teak-Veranda-Keys-9',
  name: 'Thomas Kurian',
};
const CITY = 'Alappuzha';
const TITLE = 'Houseboat-view cottage by the canal';

const approveOwner = async (admin: Page) => {
  await admin.goto('/admin/owners');
  await admin.getByPlaceholder('Search by name, email or phone').fill('pending.owner');
  await admin.getByRole('button', { name: `Actions for ${PENDING_OWNER.name}` }).click();
  await admin.getByRole('menuitem', { name: 'Approve' }).click();
  // Approving an owner asks first, as approving a listing does (issue 29).
  await admin
    .getByRole('alertdialog', { name: 'Approve owner?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expectToast(admin, /approved/i);
};

test('an owner buys a plan, lists a home with two photos; an admin approves it; a user finds and opens it', async ({
  browser,
  page,
}) => {
  const admin = await newSession(browser);
  await signIn(admin.page, 'admin', DEMO.admin.email, DEMO.admin.password);
  await approveOwner(admin.page);

  // The owner buys Basic through the local test checkout.
  await signIn(page, 'owner', PENDING_OWNER.email, PENDING_OWNER.password);
  await page.goto('/owner/subscription');
  await page.getByRole('button', { name: 'Buy Basic' }).click();
  const checkout = page.getByRole('dialog');
  await expect(checkout.getByText('Nestly test checkout')).toBeVisible();
  await checkout.getByRole('button', { name: /^Pay/ }).click();
  await expectToast(page, /Basic plan is active/);
  await expect(page.getByText(/0 of 3 properties used/i)).toBeVisible();

  // …and lists a property with two photos.
  await page.goto('/owner/add-property');
  await page.getByLabel('Title').fill(TITLE);
  await page
    .getByLabel('Description')
    .fill(
      'A quiet two-bedroom cottage on the canal, five minutes from the boat jetty and the beach.',
    );
  await page.getByLabel('Property type').selectOption('house');
  await page.getByLabel('Address').fill('Canal Ward, Punnamada Road');
  await page.getByLabel('City').fill(CITY);
  await page.getByLabel('State').fill('Kerala');
  await page.getByLabel('Pincode').fill('688013');
  await page.getByLabel('Bedrooms').fill('2');
  await page.getByLabel('Bathrooms').fill('2');
  await page.getByLabel('Area (sq ft)').fill('950');
  await page.getByLabel('Furnishing').selectOption('full');
  await page.getByLabel('Monthly rent (₹)').fill('18000');
  await page.getByLabel('Deposit (₹)').fill('36000');
  await page.getByLabel('Minimum months').fill('1');
  await page.getByLabel('Maximum months').fill('11');
  await page.getByLabel('Wi-Fi').check();
  await page.getByLabel('Parking').check();
  await page
    .getByLabel('Photos')
    .setInputFiles([await photo('front.png', '#0f766e'), await photo('inside.png', '#f59e0b')]);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page).toHaveURL(/\/owner\/property\/[0-9a-f-]{36}$/);
  const propertyId = page.url().split('/').pop()!;
  await expect(page.getByText(/pending/i).first()).toBeVisible();

  // The admin approves it.
  await admin.page.goto(`/admin/properties/${propertyId}`);
  await expect(admin.page.getByRole('heading', { name: TITLE })).toBeVisible();
  await admin.page.getByRole('button', { name: 'Approve' }).click();
  // Every moderation action asks first; the dialog's code may still be on its way.
  await admin.page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expectToast(admin.page, /approved/i);
  await admin.context.close();

  // A user finds it by filtering (the filters live in the URL) and opens it.
  const user = await newSession(browser);
  await signIn(user.page, 'user', DEMO.user.email, DEMO.user.password);
  await user.page.goto('/user/properties');
  await user.page.getByLabel('City').fill(CITY);
  await user.page.getByLabel('Furnishing').selectOption('full');
  await user.page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(user.page).toHaveURL(/city=Alappuzha/);
  await expect(user.page).toHaveURL(/furnishing=full/);
  await user.page
    .getByRole('link', { name: new RegExp(TITLE) })
    .first()
    .click();
  await expect(user.page).toHaveURL(new RegExp(`/user/property/${propertyId}$`));
  await expect(user.page.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(user.page.getByText('₹18,000').first()).toBeVisible();
  await expect(user.page.getByRole('img').first()).toBeVisible();
  await user.context.close();
});

test('a blocked listing disappears for users', async ({ browser, page }) => {
  await signIn(page, 'user', DEMO.user.email, DEMO.user.password);
  await page.goto('/user/properties?city=Goa');
  const goaHome = page.getByRole('link', { name: /Anjuna beach house/ }).first();
  await expect(goaHome).toBeVisible();
  const href = await goaHome.getAttribute('href');
  const propertyId = href!.split('/').pop()!;

  const admin = await newSession(browser);
  await signIn(admin.page, 'admin', DEMO.admin.email, DEMO.admin.password);
  await admin.page.goto(`/admin/properties/${propertyId}`);
  await admin.page.getByRole('button', { name: 'Block' }).click();
  await admin.page.getByRole('alertdialog').getByRole('button', { name: 'Block' }).click();
  await expectToast(admin.page, /blocked/i);
  await admin.context.close();

  await page.reload();
  await expect(page.getByRole('link', { name: /Anjuna beach house/ })).toHaveCount(0);
  await page.goto(`/user/property/${propertyId}`);
  await expect(page.getByRole('heading', { name: 'This home is not available' })).toBeVisible();
});
