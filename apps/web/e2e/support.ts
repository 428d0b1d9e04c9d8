import fs from 'node:fs';
import path from 'node:path';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';

/** The server's DATA_DIR for this run (e2e/run.mjs makes a fresh one). */
const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the specs through e2e/run.mjs');
  return dir;
};

export const DEMO = {
  admin: { email: 'admin@nestly.local', password: 'Monsoon-Lantern-42' },
  user: { email: 'user@nestly.local', password: 'Coconut-Harbour-17', firstName: 'Asha' },
  otherUser: { email: 'rahul@nestly.local', password: 'Coconut-Harbour-17', firstName: 'Rahul' },
  owner: { email: 'owner@nestly.local', password: 'Teak-Veranda-Keys-9', name: 'Priya Varghese' },
} as const;

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The newest one-time code mailed to `email`, read from the outbox as a person would read mail. */
export const readCodeFromOutbox = async (email: string): Promise<string> => {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const outbox = path.join(dataDir(), 'outbox');
        if (!fs.existsSync(outbox)) return undefined;
        const mails = fs
          .readdirSync(outbox)
          // Mails are written under a hidden temporary name, then renamed to *.json.
          .filter((file) => file.endsWith('.json'))
          .sort()
          .reverse()
          .map(
            (file) =>
              JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')) as {
                to: string;
                text: string;
              },
          );
        code = mails.find((mail) => mail.to === email)?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { message: `a code mailed to ${email}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return code!;
};

export const signIn = async (
  page: Page,
  role: 'user' | 'owner' | 'admin',
  email: string,
  password: string,
) => {
  await page.goto(`/${role}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const landing = { user: '/user/home', owner: '/owner/dashboard', admin: '/admin/dashboard' }[
    role
  ];
  await expect(page).toHaveURL(new RegExp(`${landing}$`));
};

/**
 * A fresh browser context carrying only the demo tenant's session (signed in through the form in
 * a context of its own, then closed): a returning tenant with nothing cached, a cold load.
 */
export const signedInTenantContext = async (
  browser: Browser,
  options: BrowserContextOptions = {},
) => {
  const signInContext = await browser.newContext(options);
  await signIn(await signInContext.newPage(), 'user', DEMO.user.email, DEMO.user.password);
  const storageState = await signInContext.storageState();
  await signInContext.close();
  return browser.newContext({ ...options, storageState });
};

/**
 * A new, verified tenant made through the API (signup, the mailed code, verify), for journeys that
 * change a person (block them, say) and must not spoil the demo people other specs sign in as.
 */
export const createUserViaApi = async (request: APIRequestContext, firstName = 'Meera') => {
  const email = uniqueEmail(firstName.toLowerCase());
  const password = 'Tenant#Secret42';
  const signup = await request.post('/api/user/signup', {
    data: { name: `${firstName} Iyer`, email, password },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  const { registrationId } = (await signup.json()) as { registrationId?: string };
  const verify = await request.post('/api/user/verify-otp', {
    data: { email, otp: await readCodeFromOutbox(email), registrationId },
  });
  expect(verify.ok(), await verify.text()).toBe(true);
  return { email, password, firstName };
};

/** A second, independent browser session (its own cookies and storage). */
export const newSession = async (browser: Browser) => {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
};

export const expectToast = async (page: Page, text: string | RegExp) => {
  await expect(page.locator('.Toastify').getByText(text)).toBeVisible();
};

// --- Booking steps shared by the journeys ---

export const isoDay = (daysAhead: number) =>
  new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);

/** Opens the n-th home of the listing page (newest first). */
export const openHome = async (page: Page, index: number) => {
  await page.goto('/user/properties');
  const link = page.locator('a[href^="/user/property/"]').nth(index);
  const href = (await link.getAttribute('href'))!;
  await page.goto(href);
  await expect(page.getByRole('button', { name: 'Book', exact: true })).toBeVisible();
  return href;
};

/**
 * Opens the newest home listed by `ownerName` (the demo owner by default). Other specs list homes
 * of their own, which then come first in the newest-first list: a journey that talks to the demo
 * owner must not depend on which spec ran before it.
 */
export const openHomeOf = async (page: Page, ownerName: string = DEMO.owner.name) => {
  await page.goto('/user/properties');
  const links = page.locator('a[href^="/user/property/"]');
  await expect(links.first()).toBeVisible();
  const hrefs = [
    ...new Set(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')!))),
  ];
  for (const href of hrefs) {
    await page.goto(href);
    await expect(page.getByRole('button', { name: 'Book', exact: true })).toBeVisible();
    if ((await page.getByText(ownerName, { exact: true }).count()) > 0) return href;
  }
  throw new Error(`No home of ${ownerName} on the first page of the list`);
};

/** Chooses the move-in day in the availability calendar (paging months as needed). */
export const chooseMoveIn = async (page: Page, day: string) => {
  const cell = page.locator(`[data-day="${day}"]`);
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  for (let step = 0; step < 24 && !(await cell.isVisible()); step += 1) {
    const shown = await grid.locator('[data-day]').first().getAttribute('data-day');
    const direction = shown && day < shown ? 'Previous month' : 'Next month';
    await page.getByRole('button', { name: direction }).click();
  }
  await cell.click();
};

export const payInTestCheckout = async (page: Page) => {
  const checkout = page.getByRole('dialog');
  await expect(checkout.getByText('Nestly test checkout')).toBeVisible();
  await checkout.getByRole('button', { name: /^Pay/ }).click();
};
