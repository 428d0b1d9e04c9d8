import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';
import { buildMultipart, PDF_BYTES } from '../../test/helpers/multipart';
import { readCodeFromMail, uniqueEmail } from '../../test/factories/accounts';
import { SEND_CODE_JOB } from './registrations';

/**
 * Issue 8, item 1: a second sign-up for an address that is not yet verified used to overwrite the
 * first one's password (and an owner's documents), so the victim's own code then verified an
 * account holding the attacker's password. Each sign-up is now a registration of its own.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const VICTIM_PASSWORD = 'Victim pass phrase 1';
const ATTACKER_PASSWORD = 'Attacker pass phrase 1';

const signupUser = (email: string, password: string, name = 'Someone') =>
  t.app.inject({ method: 'POST', url: '/api/user/signup', payload: { name, email, password } });

const signupOwner = (email: string, password: string, documentName: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/owner/signup',
    ...buildMultipart({ name: 'Some Owner', email, password }, [
      {
        field: 'documents',
        fileName: documentName,
        contentType: 'application/pdf',
        body: PDF_BYTES,
      },
    ]),
  });

const verify = (role: string, payload: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/${role}/verify-otp`, payload });

const loginStatus = async (role: string, email: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: `/api/${role}/login`, payload: { email, password } }))
    .statusCode;

describe('a second sign-up for an unverified address', () => {
  it('never changes what the first code verifies (users)', async () => {
    const email = uniqueEmail('victim');
    expect((await signupUser(email, VICTIM_PASSWORD, 'Victim')).statusCode).toBe(201);
    const victimCode = await readCodeFromMail(t.mailer, email);
    // The attacker signs up with the same address before the victim enters her code.
    expect((await signupUser(email, ATTACKER_PASSWORD, 'Attacker')).statusCode).toBe(201);

    const verified = await verify('user', { email, otp: victimCode });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ email, name: 'Victim', isVerified: true });

    expect(await loginStatus('user', email, ATTACKER_PASSWORD)).toBe(401);
    expect(await loginStatus('user', email, VICTIM_PASSWORD)).toBe(200);
  });

  it("keeps the first owner's documents with the first code", async () => {
    const email = uniqueEmail('victim-owner');
    expect((await signupOwner(email, VICTIM_PASSWORD, 'victim-id.pdf')).statusCode).toBe(201);
    const victimCode = await readCodeFromMail(t.mailer, email);
    expect((await signupOwner(email, ATTACKER_PASSWORD, 'attacker-id.pdf')).statusCode).toBe(201);

    const verified = await verify('owner', { email, otp: victimCode });
    expect(verified.statusCode).toBe(200);
    const documents = await t.app.inject({
      method: 'GET',
      url: '/api/owner/documents',
      headers: { authorization: `Bearer ${verified.json().token}` },
    });
    const names = (documents.json().data as { fileName: string }[]).map((doc) => doc.fileName);
    expect(names).toEqual(['victim-id.pdf']);
    expect(await loginStatus('owner', email, ATTACKER_PASSWORD)).toBe(401);
  });

  it('does not let a code verify another registration than the one the browser made', async () => {
    const email = uniqueEmail('bound');
    const first = await signupUser(email, VICTIM_PASSWORD);
    const { registrationId } = first.json();
    expect(registrationId).toEqual(expect.any(String));
    await readCodeFromMail(t.mailer, email);
    await signupUser(email, ATTACKER_PASSWORD);
    // The victim's browser, handed the attacker's registration's code, refuses it.
    const attackerCode = await readCodeFromMail(t.mailer, email);
    const crossed = await verify('user', { email, otp: attackerCode, registrationId });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().code).toBe('OTP_INVALID');
    expect(await loginStatus('user', email, ATTACKER_PASSWORD)).toBe(403);
  });

  it('signs the person in on the right code and drops the other registrations', async () => {
    const email = uniqueEmail('signed-in');
    await signupUser(email, VICTIM_PASSWORD);
    const code = await readCodeFromMail(t.mailer, email);
    await signupUser(email, ATTACKER_PASSWORD);
    const attackerCode = await readCodeFromMail(t.mailer, email);
    const verified = await verify('user', { email, otp: code });
    expect(verified.json().token).toEqual(expect.any(String));
    expect(verified.cookies.some((cookie) => cookie.name === 'refreshToken')).toBe(true);
    // The address is verified: the attacker's pending code is worth nothing now.
    expect((await verify('user', { email, otp: attackerCode })).statusCode).toBe(400);
    // A sign-up for the verified address answers like any other and mails its owner instead.
    expect((await signupUser(email, ATTACKER_PASSWORD)).statusCode).toBe(201);
    await t.mailer.settle();
    expect(t.mailer.lastTo(email)?.subject).toBe('You already have a Nestly account');
    expect(await loginStatus('user', email, ATTACKER_PASSWORD)).toBe(401);
  });

  it('asks an unverified person who signs in for their code, from their own registration', async () => {
    const email = uniqueEmail('pending');
    await signupUser(email, VICTIM_PASSWORD);
    await readCodeFromMail(t.mailer, email);
    t.clock.advance(61_000);
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email, password: VICTIM_PASSWORD },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('ACCOUNT_NOT_VERIFIED');
    const resent = await readCodeFromMail(t.mailer, email);
    expect((await verify('user', { email, otp: resent })).statusCode).toBe(200);
    expect(await loginStatus('user', email, VICTIM_PASSWORD)).toBe(200);
  });
});

// Issue 23, item 5: after a second sign-up for the same unverified address, resend-otp without a
// registration id mailed the newer (attacker's) registration's code to the victim's inbox.
describe('resending never switches which registration a code verifies', () => {
  const resend = (payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/user/resend-otp', payload });
  const mailsTo = (email: string) => t.mailer.sent.filter((mail) => mail.to === email);

  it('re-sends the code of the registration the caller names, not the newest', async () => {
    const email = uniqueEmail('resend-named');
    const victim = await signupUser(email, VICTIM_PASSWORD, 'Victim Person');
    await readCodeFromMail(t.mailer, email);
    await signupUser(email, ATTACKER_PASSWORD, 'Mallory Attacker');
    await readCodeFromMail(t.mailer, email);
    t.clock.advance(61_000);
    expect((await resend({ email, registrationId: victim.json().registrationId })).statusCode).toBe(
      200,
    );
    const resent = await readCodeFromMail(t.mailer, email);
    expect(t.mailer.lastTo(email)?.text).toMatch(/under the name "Victim Person"/);
    const verified = await verify('user', { email, otp: resent });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.name).toBe('Victim Person');
    expect(await loginStatus('user', email, VICTIM_PASSWORD)).toBe(200);
  });

  it('mails nothing for a resend without a registration id while two sign-ups wait', async () => {
    const email = uniqueEmail('resend-bare');
    await signupUser(email, VICTIM_PASSWORD, 'Victim Person');
    await signupUser(email, ATTACKER_PASSWORD, 'Mallory Attacker');
    await t.mailer.settle();
    const before = mailsTo(email).length;
    t.clock.advance(61_000);
    const answer = await resend({ email });
    expect(answer.statusCode).toBe(200);
    await t.mailer.settle();
    expect(mailsTo(email)).toHaveLength(before);
  });

  it('re-sends without a registration id when the address has a single sign-up waiting', async () => {
    const email = uniqueEmail('resend-single');
    await signupUser(email, VICTIM_PASSWORD, 'Only Person');
    await readCodeFromMail(t.mailer, email);
    t.clock.advance(61_000);
    await resend({ email });
    const resent = await readCodeFromMail(t.mailer, email);
    expect(mailsTo(email)).toHaveLength(2);
    expect((await verify('user', { email, otp: resent })).statusCode).toBe(200);
  });

  it('names in each code e-mail the sign-up it confirms: whose name, which address, when', async () => {
    const email = uniqueEmail('named');
    await signupUser(email, VICTIM_PASSWORD, 'Victim Person');
    await signupUser(email, ATTACKER_PASSWORD, 'Mallory Attacker');
    await t.mailer.settle();
    const [first, second] = mailsTo(email);
    expect(first?.text).toMatch(
      new RegExp(
        `confirms the Nestly tenant sign-up for ${email} under the name "Victim Person", made on \\d{1,2} \\w{3} \\d{4}, \\d{2}:\\d{2} UTC`,
      ),
    );
    expect(second?.text).toMatch(/under the name "Mallory Attacker"/);
    expect(second?.html).toMatch(/Mallory Attacker/);
  });

  it('signing in to a waiting address re-sends the code of the registration the password opens', async () => {
    const email = uniqueEmail('pending-two');
    await signupUser(email, VICTIM_PASSWORD, 'Victim Person');
    await signupUser(email, ATTACKER_PASSWORD, 'Mallory Attacker');
    await t.mailer.settle();
    t.clock.advance(61_000);
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email, password: VICTIM_PASSWORD },
    });
    expect(early.json().code).toBe('ACCOUNT_NOT_VERIFIED');
    await t.mailer.settle();
    expect(t.mailer.lastTo(email)?.text).toMatch(/under the name "Victim Person"/);
    const code = await readCodeFromMail(t.mailer, email);
    const verified = await verify('user', { email, otp: code });
    expect(verified.json().user.name).toBe('Victim Person');
  });

  it('mails one code when the first-code job runs twice (the queue runs a job at least once)', async () => {
    const email = uniqueEmail('twice');
    const response = await signupUser(email, VICTIM_PASSWORD, 'Victim Person');
    await t.mailer.settle();
    await t.app.jobs.enqueue(t.db, SEND_CODE_JOB, {
      registrationId: response.json().registrationId,
    });
    await t.mailer.settle();
    expect(mailsTo(email)).toHaveLength(1);
    const code = await readCodeFromMail(t.mailer, email);
    const verified = await verify('user', {
      email,
      otp: code,
      registrationId: response.json().registrationId,
    });
    expect(verified.statusCode).toBe(200);
  });
});
