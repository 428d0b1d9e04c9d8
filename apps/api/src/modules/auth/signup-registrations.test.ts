import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';
import { buildMultipart, PDF_BYTES } from '../../test/helpers/multipart';
import { readCodeFromMail, uniqueEmail } from '../../test/factories/accounts';

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
    expect((await signupUser(email, ATTACKER_PASSWORD)).statusCode).toBe(409);
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
