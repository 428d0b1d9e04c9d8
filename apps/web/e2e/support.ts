import fs from 'node:fs';
import path from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';

/** The server's DATA_DIR for this run (e2e/run.mjs makes a fresh one). */
const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the specs through e2e/run.mjs');
  return dir;
};

export const DEMO = {
  admin: { email: 'admin@nestly.local', password: 'Admin@12345' },
  user: { email: 'user@nestly.local', password: 'User@12345', firstName: 'Asha' },
  otherUser: { email: 'rahul@nestly.local', password: 'User@12345', firstName: 'Rahul' },
  owner: { email: 'owner@nestly.local', password: 'Owner@12345' },
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

/** A second, independent browser session (its own cookies and storage). */
export const newSession = async (browser: Browser) => {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
};

export const expectToast = async (page: Page, text: string | RegExp) => {
  await expect(page.locator('.Toastify').getByText(text)).toBeVisible();
};
