import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupRequests } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';
import { buildMultipart, PDF_BYTES, type MultipartFile } from '../../test/helpers/multipart';
import { readCodeFromMail, signupAddress, uniqueEmail } from '../../test/factories/accounts';
import { PARKED_DOCUMENTS_PER_ADDRESS } from './registrations';

/**
 * Issue 23, item 3: three unverified owner sign-ups with 3 MB documents grew private storage by
 * 28 MB, and nothing ever deleted them. Unverified registrations now expire after a day, their
 * files with them (through the job queue), and what one address may park is capped.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A client address no other sign-up of this file has used. */
const freshIp = signupAddress;

const PASSWORD = 'Teak veranda at dusk 4';
const document = (body = PDF_BYTES): MultipartFile => ({
  field: 'documents',
  fileName: 'id.pdf',
  contentType: 'application/pdf',
  body,
});

const signupOwner = (email: string, remoteAddress: string, files = [document()]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/owner/signup',
    remoteAddress,
    ...buildMultipart({ name: 'Some Owner', email, password: PASSWORD }, files),
  });

const storedFilesOf = async (registrationId: string) => {
  const [row] = await t.db
    .select()
    .from(signupRequests)
    .where(eq(signupRequests.id, registrationId));
  return (row?.documents ?? []).map((doc) => path.join(t.dataDir, 'uploads', doc.storageKey));
};

describe('unverified registrations expire after a day', () => {
  it("deletes the registration and its documents from storage through the queue, keeping a verified owner's", async () => {
    const ip = freshIp();
    const abandoned = await signupOwner(uniqueEmail('abandoned'), ip, [document(), document()]);
    expect(abandoned.statusCode).toBe(201);
    const { registrationId } = abandoned.json();
    const files = await storedFilesOf(registrationId);
    expect(files).toHaveLength(2);
    expect(files.every((file) => fs.existsSync(file))).toBe(true);

    // Another owner verifies: her documents are her account's now and must survive the sweep.
    const keptEmail = uniqueEmail('kept');
    const kept = await signupOwner(keptEmail, freshIp());
    const keptFiles = await storedFilesOf(kept.json().registrationId);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/owner/verify-otp',
      payload: { email: keptEmail, otp: await readCodeFromMail(t.mailer, keptEmail) },
    });
    expect(verified.statusCode).toBe(200);

    // A day later (less a minute) nothing has gone yet.
    t.clock.advance(24 * 3_600_000 - 60_000);
    await t.app.jobs.drain();
    expect(files.every((file) => fs.existsSync(file))).toBe(true);

    t.clock.advance(2 * 60_000);
    await t.app.jobs.drain();
    expect(files.some((file) => fs.existsSync(file))).toBe(false);
    expect(
      await t.db.select().from(signupRequests).where(eq(signupRequests.id, registrationId)),
    ).toEqual([]);
    expect(keptFiles.every((file) => fs.existsSync(file))).toBe(true);
    // Signed in again (a day has passed), she still has her document.
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/owner/login',
      payload: { email: keptEmail, password: PASSWORD },
    });
    const documents = await t.app.inject({
      method: 'GET',
      url: '/api/owner/documents',
      headers: { authorization: `Bearer ${signedIn.json().token}` },
    });
    expect(documents.json().data).toHaveLength(1);
  });

  it('no longer verifies a code after a day, nor re-sends it', async () => {
    const email = uniqueEmail('late');
    const response = await signupOwner(email, freshIp());
    const code = await readCodeFromMail(t.mailer, email);
    t.clock.advance(24 * 3_600_000 + 60_000);
    await t.app.jobs.drain();
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/owner/verify-otp',
      payload: { email, otp: code, registrationId: response.json().registrationId },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('OTP_INVALID');
    const mailed = t.mailer.sent.length;
    await t.app.inject({
      method: 'POST',
      url: '/api/owner/resend-otp',
      payload: { email, registrationId: response.json().registrationId },
    });
    await t.mailer.settle();
    expect(t.mailer.sent.length).toBe(mailed);
  });

  it('deletes the documents of a registration burnt by wrong codes at once', async () => {
    const email = uniqueEmail('burnt');
    const response = await signupOwner(email, freshIp());
    await readCodeFromMail(t.mailer, email);
    const files = await storedFilesOf(response.json().registrationId);
    expect(files.every((file) => fs.existsSync(file))).toBe(true);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/owner/verify-otp',
        payload: { email, otp: '000000', registrationId: response.json().registrationId },
        remoteAddress: freshIp(),
      });
    }
    expect(files.some((file) => fs.existsSync(file))).toBe(false);
  });
});

describe('what one address may park in unverified documents', () => {
  it('answers 429 over the number of waiting sign-ups with documents, and frees one on verification', async () => {
    const ip = freshIp();
    const emails: string[] = [];
    for (let index = 0; index < PARKED_DOCUMENTS_PER_ADDRESS.registrations; index += 1) {
      const email = uniqueEmail(`parked-${index}`);
      emails.push(email);
      expect((await signupOwner(email, ip)).statusCode, `sign-up #${index + 1}`).toBe(201);
    }
    const over = await signupOwner(uniqueEmail('over'), ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/waiting for their e-mail code/),
    });
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    // Nothing of the refused sign-up was stored.
    expect(
      await t.db.select().from(signupRequests).where(eq(signupRequests.createdFrom, ip)),
    ).toHaveLength(PARKED_DOCUMENTS_PER_ADDRESS.registrations);
    // Users park no files: their sign-ups from the same address go on.
    const user = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      remoteAddress: ip,
      payload: { name: 'A Tenant', email: uniqueEmail('tenant'), password: PASSWORD },
    });
    expect(user.statusCode).toBe(201);
    // Another address is not affected.
    expect((await signupOwner(uniqueEmail('elsewhere'), freshIp())).statusCode).toBe(201);

    // One of the owners enters her code: her documents are her account's, and a place frees up.
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/owner/verify-otp',
      payload: { email: emails[0], otp: await readCodeFromMail(t.mailer, emails[0]!) },
    });
    expect(verified.statusCode).toBe(200);
    expect((await signupOwner(uniqueEmail('after'), ip)).statusCode).toBe(201);
  });

  it('answers 429 over the bytes one address may park', async () => {
    const ip = freshIp();
    // Three documents of 9 MB each: 27 MB, within the 50 MB an address may park.
    const large = Buffer.concat([PDF_BYTES, Buffer.alloc(9 * 1024 * 1024, 0x20)]);
    const files = [document(large), document(large), document(large)];
    expect((await signupOwner(uniqueEmail('large-1'), ip, files)).statusCode).toBe(201);
    const second = await signupOwner(uniqueEmail('large-2'), ip, files);
    expect(second.statusCode).toBe(429);
    // A small one still fits.
    expect((await signupOwner(uniqueEmail('small'), ip)).statusCode).toBe(201);
  });
});
