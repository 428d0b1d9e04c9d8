import { expect, test } from '@playwright/test';
import { bookByCard, resetClock, OWNER_PASSWORD, ownerWithHome } from './owner-with-earnings';
import { expectToast, signIn } from './support';

test.afterEach(async ({ request }) => {
  await resetClock(request);
});

/**
 * Issue 26, money out: an owner whose home was just booked adds a bank account (the test-mode
 * penny drop verifies any 9–18 digits not ending 0000 or 1111), withdraws ₹500, and sees the
 * payout settle as paid (the stand-in's webhook comes within 3 seconds) without reloading. Each
 * attempt makes its own owner, so a retry never finds a payout account the first try set.
 */

test('an owner adds a bank account, withdraws, and sees the payout paid', async ({
  page,
  request,
}) => {
  const { email, propertyId } = await ownerWithHome(request, {
    emailPrefix: 'payout-owner',
    title: 'Money-out test flat by the backwaters',
  });
  await bookByCard(request, propertyId);
  await signIn(page, 'owner', email, OWNER_PASSWORD);
  await page.goto('/owner/wallet');

  // No payout account yet: Withdraw says why it cannot be pressed.
  const withdraw = page.getByRole('button', { name: 'Withdraw', exact: true });
  await expect(withdraw).toBeDisabled();
  await expect(page.getByText('Add a payout account to withdraw.')).toBeVisible();

  await page.getByRole('button', { name: 'Add payout account' }).click();
  const form = page.getByRole('dialog', { name: 'Add a payout account' });
  await form.getByLabel('Name on the account').fill('Kavya Pillai');
  await form.getByLabel('Account number', { exact: true }).fill('123456789012');
  await form.getByLabel('Account number again').fill('123456789012');
  await form.getByRole('textbox', { name: 'IFSC' }).fill('hdfc0001234');
  await expect(form.getByText('IFSC HDFC0001234 looks right')).toBeVisible();
  await form.getByLabel('Password', { exact: true }).fill(OWNER_PASSWORD);
  await form.getByRole('button', { name: 'Verify and save' }).click();
  await expectToast(
    page,
    'Bank account ····9012 (HDFC0001234) is verified. You can withdraw to it now.',
  );
  await expect(form).toBeHidden();
  const account = page.getByRole('region', { name: 'Payout account' });
  await expect(account.getByText('Bank account ····9012 (HDFC0001234)')).toBeVisible();

  // Withdraw ₹500 of the earning.
  await expect(withdraw).toBeEnabled();
  await withdraw.click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw' });
  await dialog.getByLabel('Amount (₹)').fill('500');
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expectToast(page, '₹500 is on its way to Bank account ····9012 (HDFC0001234)');

  // The payout shows in the list and turns to paid when the bank's webhook arrives.
  const withdrawals = page.getByRole('table', { name: 'Your withdrawals' });
  const row = withdrawals.getByRole('row').filter({ hasText: '₹500' });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Paid', { exact: true }).first()).toBeVisible({ timeout: 20_000 });
  await expect(row.getByText(/^UTR /)).toBeVisible();
  // The wallet's ledger has the payout's row.
  await expect(page.getByText('−₹500').first()).toBeVisible();
});
