import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { createUserViaApi, DEMO, newSession, openHomeOf, signIn } from './support';

/** A real photo, drawn here (the server decodes it, re-encodes it and strips its metadata). */
const balconyPhoto = async () => ({
  name: 'balcony.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer(),
});

/**
 * Issue 10, two browser contexts. A new tenant, on a phone, opens a home and messages its owner
 * with a photo; the owner, already on /owner/chat on a desktop, sees it arrive without a reload,
 * opens it (the tenant's ticks turn to read), and replies; the tenant sees the owner typing and
 * then the reply, live.
 */
test('a tenant and an owner talk about a home, live, with a photo and read receipts', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await newSession(browser);
  await signIn(owner.page, 'owner', DEMO.owner.email, DEMO.owner.password);
  await owner.page.goto('/owner/chat');
  await expect(owner.page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  const ownerInbox = owner.page.getByRole('list', { name: 'Conversations' });

  // A tenant of its own, so the conversation is new; on a 375 px phone.
  const person = await createUserViaApi(request, 'Meera');
  const tenantContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const tenant = await tenantContext.newPage();
  await signIn(tenant, 'user', person.email, person.password);
  await openHomeOf(tenant);
  await tenant.getByRole('link', { name: 'Message the owner' }).click();
  await expect(tenant).toHaveURL(/\/user\/chat\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
  await expect(tenant.getByRole('heading', { level: 2, name: 'Priya Varghese' })).toBeVisible();
  await expect(tenant.getByText('Start the conversation')).toBeVisible();

  // A photo and a question, sent with Enter.
  await tenant.getByTestId('chat-attachment-input').setInputFiles(await balconyPhoto());
  await expect(tenant.getByRole('button', { name: 'Remove balcony.png' })).toBeVisible();
  const question = 'Hello! Is the flat free from next month? Here is the balcony I have in mind.';
  await tenant.getByLabel('Message Priya Varghese').fill(question);
  await tenant.getByLabel('Message Priya Varghese').press('Enter');

  const tenantLog = tenant.getByRole('log', { name: 'Messages with Priya Varghese' });
  const sent = tenantLog.getByRole('listitem').filter({ hasText: question });
  await expect(sent.getByRole('img', { name: 'Sent' })).toBeVisible();
  // The photo is private: fetched with the token and shown from the blob.
  await expect(sent.getByRole('img', { name: 'balcony.png' })).toBeVisible();
  await expect(sent.getByRole('img', { name: 'balcony.png' })).toHaveJSProperty('complete', true);

  // The owner's inbox gains the conversation, unread, without a reload.
  const row = ownerInbox.getByRole('link', { name: /^Meera Iyer, / });
  await expect(row).toBeVisible();
  await expect(row).toHaveAccessibleName(/1 unread$/);
  await expect(owner.page.getByRole('link', { name: 'Chat, 1 unread messages' })).toBeVisible();

  // Opening it reads it: the tenant's tick turns.
  await row.click();
  await expect(owner.page).toHaveURL(/\/owner\/chat\?with=[0-9a-f-]{36}$/);
  const ownerLog = owner.page.getByRole('log', { name: 'Messages with Meera Iyer' });
  await expect(ownerLog.getByText(question)).toBeVisible();
  await expect(ownerLog.getByRole('img', { name: 'balcony.png' })).toBeVisible();
  await expect(sent.getByRole('img', { name: 'Read' })).toBeVisible();
  await expect(owner.page.getByRole('link', { name: 'Chat', exact: true })).toBeVisible();

  // The owner writes: the tenant sees them typing, then the reply.
  const reply = 'Yes, it is free from the 1st. Would you like to visit on Saturday?';
  const ownerBox = owner.page.getByLabel('Message Meera Iyer');
  await ownerBox.pressSequentially('Yes, it is', { delay: 20 });
  await expect(tenant.getByText('Priya Varghese is typing…')).toBeVisible();
  await ownerBox.fill(reply);
  await ownerBox.press('Enter');

  await expect(tenantLog.getByText(reply)).toBeVisible();
  await expect(tenant.getByText(/is typing/)).toBeHidden();
  await expect(
    ownerLog.getByRole('listitem').filter({ hasText: reply }).getByRole('img', { name: 'Read' }),
  ).toBeVisible();

  await tenantContext.close();
  await owner.context.close();
});
