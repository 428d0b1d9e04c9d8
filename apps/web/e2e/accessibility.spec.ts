import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './support';

/**
 * Issues 27 and 29: every page, as each role sees it in the real build, passes axe-core's WCAG 2.1
 * A and AA rules in Chromium (the component tests run axe in jsdom, which cannot judge contrast,
 * visibility or layout). A page counts once its main heading is drawn and its data has arrived.
 */
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// axe is injected as a script of its own, which the app's Content Security Policy rightly refuses.
test.use({ bypassCSP: true });

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

const violationsOn = async (page: Page, path: string): Promise<string[]> => {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  // Lists and figures come after the heading: wait until no request is in flight.
  await page.waitForLoadState('networkidle');
  await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations;
  });
  return violations.map(
    (violation) =>
      `${path}: ${violation.id} (${violation.impact}) ${violation.help}: ` +
      violation.nodes.map((node) => node.target.join(' ')).join(', '),
  );
};

/** The first detail page a list links to (a home, a booking), so detail screens are judged too. */
const firstLink = async (page: Page, listPath: string, prefix: string) => {
  await page.goto(listPath);
  await expect(page.locator('main h1').first()).toBeVisible();
  // A detail link is the prefix and an id, never the list itself.
  const detail = page.locator(`main a[href^="${prefix}/"]`).first();
  await expect(detail).toBeVisible();
  return (await detail.getAttribute('href'))!;
};

const judge = async (page: Page, paths: string[]) => {
  const found: string[] = [];
  for (const path of paths) found.push(...(await violationsOn(page, path)));
  expect(found, found.join('\n')).toEqual([]);
};

test('signed-out pages pass axe', async ({ page }) => {
  await judge(page, [
    '/',
    '/user/login',
    '/user/signup',
    '/user/forgot-pass',
    '/properties',
    '/about',
    '/contact',
    '/owner/login',
    '/owner/signup',
    '/admin/login',
    '/no-such-page',
  ]);
});

test("a tenant's pages pass axe", async ({ page }) => {
  await signIn(page, 'user', DEMO.user.email, DEMO.user.password);
  const home = await firstLink(page, '/user/properties', '/user/property');
  const booking = await firstLink(page, '/user/bookings', '/user/bookings');
  await judge(page, [
    '/user/home',
    '/user/properties',
    home,
    '/user/bookings',
    booking,
    '/user/wallet',
    '/user/notifications',
    '/user/chat',
    '/user/profile',
    '/user/about',
  ]);
});

test("an owner's pages pass axe", async ({ page }) => {
  await signIn(page, 'owner', DEMO.owner.email, DEMO.owner.password);
  const home = await firstLink(page, '/owner/properties', '/owner/property');
  const booking = await firstLink(page, '/owner/bookings', '/owner/bookings');
  await judge(page, [
    '/owner/dashboard',
    '/owner/properties',
    home,
    '/owner/add-property',
    '/owner/subscription',
    '/owner/bookings',
    booking,
    '/owner/wallet',
    '/owner/notifications',
    '/owner/chat',
    '/owner/profile',
  ]);
});

test("an admin's pages pass axe", async ({ page }) => {
  await signIn(page, 'admin', DEMO.admin.email, DEMO.admin.password);
  const home = await firstLink(page, '/admin/properties', '/admin/properties');
  const booking = await firstLink(page, '/admin/bookings', '/admin/bookings');
  await judge(page, [
    '/admin/dashboard',
    '/admin/users',
    '/admin/owners',
    '/admin/properties',
    home,
    '/admin/features',
    '/admin/services',
    '/admin/bookings',
    booking,
    '/admin/payouts',
    '/admin/reconciliation',
  ]);
});
