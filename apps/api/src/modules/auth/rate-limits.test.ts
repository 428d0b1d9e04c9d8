import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../lib/rate-limits';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/helpers/build-test-app';
import {
  createUser,
  readCodeFromMail,
  signupUser,
  uniqueEmail,
} from '../../test/factories/accounts';

// The limiter keeps its counts in memory on real time (not the test clock), and they last for the
// whole file, so every test works from addresses of its own.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

let lastAddress = 0;
/** A client address no other test has used (TEST-NET-3). */
const freshIp = () => {
  lastAddress += 1;
  return `203.0.113.${lastAddress}`;
};

const WRONG_PASSWORD = 'Wrong12345';

const deviceCookieOf = (response: { cookies: { name: string; value: string }[] }) => {
  const cookie = response.cookies.find((entry) => entry.name.startsWith('nestly_device_'));
  if (!cookie) throw new Error('no device cookie set');
  return `${cookie.name}=${cookie.value}`;
};

const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password },
    remoteAddress,
  });

const post = (url: string, payload: Record<string, unknown>, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

/** Fails `times` sign-ins and checks each one was an ordinary 401, not yet a 429. */
const failLogins = async (email: string, times: number, remoteAddress: string) => {
  for (let attempt = 1; attempt <= times; attempt += 1) {
    const response = await login(email, WRONG_PASSWORD, remoteAddress);
    expect(response.statusCode, `failed sign-in #${attempt}`).toBe(401);
  }
};

/** A 429 that tells the person when to come back, in the header and in words. */
const expectRateLimited = (
  response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown },
  maxSeconds: number,
) => {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(response.json()).toMatchObject({
    code: 'RATE_LIMITED',
    message: expect.stringMatching(
      /^Too many attempts\. Please try again in \d+ (seconds|minutes?)\.$/,
    ),
  });
};

describe('failed sign-ins', () => {
  const perAccountAndIp = RATE_LIMITS.loginFailuresByAccountAndIp;

  it('lets a person who mistypes a few times sign in, and forgets those mistakes', async () => {
    const user = await createUser(t.app, t.mailer);
    const ip = freshIp();
    await failLogins(user.email, 3, ip);
    expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
    // Had the first 3 still counted, the 8th of these would already be refused.
    await failLogins(user.email, perAccountAndIp.points - 1, ip);
    expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
  });

  it('answers 429 with Retry-After after 10 failures, even to the right password', async () => {
    const user = await createUser(t.app, t.mailer);
    const ip = freshIp();
    await failLogins(user.email, perAccountAndIp.points, ip);

    const right = await login(user.email, user.password, ip);
    expectRateLimited(right, perAccountAndIp.blockSeconds);
    expect(right.json().message).toMatch(/minutes/);
    expect(right.cookies.some((entry) => entry.name === 'refreshToken')).toBe(false);
    expectRateLimited(await login(user.email, WRONG_PASSWORD, ip), perAccountAndIp.blockSeconds);
    // The e-mail is matched as the schema normalises it, so changing its case does not help.
    expectRateLimited(
      await login(user.email.toUpperCase(), user.password, ip),
      perAccountAndIp.blockSeconds,
    );
  });

  it('does not stop the same account from another address', async () => {
    const user = await createUser(t.app, t.mailer);
    const attacker = freshIp();
    await failLogins(user.email, perAccountAndIp.points, attacker);
    expect((await login(user.email, user.password, attacker)).statusCode).toBe(429);

    const owner = freshIp();
    expect((await login(user.email, user.password, owner)).statusCode).toBe(200);
    // Her success does not lift the block on the other address.
    expect((await login(user.email, user.password, attacker)).statusCode).toBe(429);
  });

  it('stops guesses at one account spread over many addresses after 50', async () => {
    const user = await createUser(t.app, t.mailer);
    const { points } = RATE_LIMITS.loginFailuresByAccount;
    // 9 from each address, so no single address reaches its own limit.
    for (let spent = 0; spent < points; spent += perAccountAndIp.points - 1) {
      await failLogins(user.email, Math.min(perAccountAndIp.points - 1, points - spent), freshIp());
    }
    expectRateLimited(
      await login(user.email, user.password, freshIp()),
      RATE_LIMITS.loginFailuresByAccount.blockSeconds,
    );
    // Another account is not affected.
    const other = await createUser(t.app, t.mailer);
    expect((await login(other.email, other.password, freshIp())).statusCode).toBe(200);
  });

  it('after 100 failures from one address, still lets in a person whose account had none, but gives no second guess', async () => {
    const user = await createUser(t.app, t.mailer);
    const ip = freshIp();
    const { points, blockSeconds } = RATE_LIMITS.loginFailuresByIp;
    for (let attempt = 1; attempt <= points; attempt += 1) {
      const response = await login(uniqueEmail('guess'), WRONG_PASSWORD, ip);
      expect(response.statusCode, `guess #${attempt}`).toBe(401);
    }
    // Behind one proxy everybody shares the address: the right password still gets in.
    expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: TEST_ADMIN,
      remoteAddress: ip,
    });
    expect(admin.statusCode).toBe(200);
    // The script gets one guess at an account, and the second is refused before it is checked.
    const victim = await createUser(t.app, t.mailer);
    expect((await login(victim.email, WRONG_PASSWORD, ip)).statusCode).toBe(401);
    expectRateLimited(await login(victim.email, victim.password, ip), blockSeconds);
    // The victim from anywhere else is unaffected.
    expect((await login(victim.email, victim.password, freshIp())).statusCode).toBe(200);
  });
});

describe("device cookies (OWASP): nobody else's failures lock a person out", () => {
  const loginFrom = (
    email: string,
    password: string,
    remoteAddress: string,
    cookie: string,
    role = 'user',
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/${role}/login`,
      payload: { email, password },
      remoteAddress,
      headers: { cookie },
    });

  it('signs in from a known browser while the account is locked for everyone else', async () => {
    const user = await createUser(t.app, t.mailer);
    const home = freshIp();
    const first = await login(user.email, user.password, home);
    expect(first.statusCode).toBe(200);
    const device = deviceCookieOf(first);
    // An attacker spends the account's whole budget from many addresses.
    const { points } = RATE_LIMITS.loginFailuresByAccount;
    const perAddress = RATE_LIMITS.loginFailuresByAccountAndIp.points;
    for (let spent = 0; spent < points; spent += perAddress) {
      await failLogins(user.email, Math.min(perAddress, points - spent), freshIp());
    }
    expect((await login(user.email, user.password, freshIp())).statusCode).toBe(429);
    // The owner, from the browser she used before, is not locked out.
    expect((await loginFrom(user.email, user.password, home, device)).statusCode).toBe(200);
  });

  it('stops a known browser after its own 10 failures', async () => {
    const user = await createUser(t.app, t.mailer);
    const ip = freshIp();
    const device = deviceCookieOf(await login(user.email, user.password, ip));
    const { points, blockSeconds } = RATE_LIMITS.loginFailuresByDevice;
    for (let attempt = 1; attempt <= points; attempt += 1) {
      expect((await loginFrom(user.email, WRONG_PASSWORD, ip, device)).statusCode).toBe(401);
    }
    expectRateLimited(await loginFrom(user.email, user.password, ip, device), blockSeconds);
  });

  it('does not trust a device cookie issued for another account', async () => {
    const mine = await createUser(t.app, t.mailer);
    const victim = await createUser(t.app, t.mailer);
    const ip = freshIp();
    const myDevice = deviceCookieOf(await login(mine.email, mine.password, ip));
    // The cookie renamed to the victim's cookie name is still bound to my account.
    const victimCookieName = deviceCookieOf(
      await login(victim.email, victim.password, freshIp()),
    ).split('=')[0]!;
    const forged = `${victimCookieName}=${myDevice.split('=')[1]}`;
    await failLogins(victim.email, RATE_LIMITS.loginFailuresByAccountAndIp.points, ip);
    expect((await loginFrom(victim.email, victim.password, ip, forged)).statusCode).toBe(429);
  });
});

describe('change-password guesses', () => {
  it('answers 429 after 10 wrong current passwords, even to the right one', async () => {
    const user = await createUser(t.app, t.mailer);
    const change = (oldPassword: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/user/change-password/${user.id}`,
        headers: user.auth,
        payload: { oldPassword, newPassword: 'A brand new passphrase 7' },
      });
    const { points, blockSeconds } = RATE_LIMITS.passwordChangeFailuresByAccount;
    for (let attempt = 1; attempt <= points; attempt += 1) {
      expect((await change(`Wrong guess ${attempt}`)).statusCode, `guess #${attempt}`).toBe(400);
    }
    expectRateLimited(await change(user.password), blockSeconds);
  });
});

describe('code e-mails', () => {
  const { points, durationSeconds } = RATE_LIMITS.codeRequestsByCaller;

  it('sends at most 5 code e-mails (sign-up included) for one e-mail to one caller in 15 minutes', async () => {
    const ip = freshIp();
    const user = await createUser(t.app, t.mailer, {}, ip);
    // The sign-up's own code was the first of the five.
    for (let request = 2; request <= points; request += 1) {
      const response = await post('/api/user/forgot-pass', { email: user.email }, ip);
      expect(response.statusCode, `request #${request}`).toBe(200);
    }
    expectRateLimited(
      await post('/api/user/forgot-pass', { email: user.email }, ip),
      durationSeconds,
    );
    // Changing the case of the address does not help: it is matched as the schema normalises it.
    expectRateLimited(
      await post('/api/user/forgot-pass', { email: user.email.toUpperCase() }, ip),
      durationSeconds,
    );
    // Someone else asking from the same address is not affected.
    const other = await createUser(t.app, t.mailer);
    expect((await post('/api/user/forgot-pass', { email: other.email }, ip)).statusCode).toBe(200);
  });

  it('applies the same limit to e-mails that have no account, so it cannot reveal one', async () => {
    const ghost = uniqueEmail('ghost');
    const ip = freshIp();
    for (let request = 1; request <= points; request += 1) {
      expect((await post('/api/user/forgot-pass', { email: ghost }, ip)).statusCode).toBe(200);
    }
    expectRateLimited(await post('/api/user/forgot-pass', { email: ghost }, ip), durationSeconds);
  });

  it('counts sign-up codes, verification resends and reset codes against one budget', async () => {
    const ip = freshIp();
    const user = await createUser(t.app, t.mailer, {}, ip);
    // The sign-up mailed the first code.
    for (let request = 2; request <= 3; request += 1) {
      expect((await post('/api/user/forgot-pass', { email: user.email }, ip)).statusCode).toBe(200);
    }
    // Already verified: resend answers 200 without mailing, but still spends the budget.
    for (let request = 4; request <= points; request += 1) {
      expect((await post('/api/user/resend-otp', { email: user.email }, ip)).statusCode).toBe(200);
    }
    expectRateLimited(
      await post('/api/user/resend-otp', { email: user.email }, ip),
      durationSeconds,
    );
    expectRateLimited(
      await post('/api/user/forgot-pass', { email: user.email }, ip),
      durationSeconds,
    );
  });
});

// Issue 23, item 6: five forgot-pass calls for someone's address used to lock their own reset for
// 15 minutes. The budgets are counted per caller now, as sign-in's are (decision 009).
describe("nobody else's requests lock a person out of their codes", () => {
  const { points } = RATE_LIMITS.codeRequestsByCaller;

  it("resets a password after a stranger used up the stranger's own budget for the address", async () => {
    const user = await createUser(t.app, t.mailer);
    const stranger = freshIp();
    for (let request = 1; request <= points; request += 1) {
      expect(
        (await post('/api/user/forgot-pass', { email: user.email }, stranger)).statusCode,
      ).toBe(200);
    }
    expect((await post('/api/user/forgot-pass', { email: user.email }, stranger)).statusCode).toBe(
      429,
    );
    // The person, from her own address, asks and gets a code.
    t.clock.advance(61_000);
    const home = freshIp();
    expect((await post('/api/user/forgot-pass', { email: user.email }, home)).statusCode).toBe(200);
    const code = await readCodeFromMail(t.mailer, user.email);
    const reset = await post(
      '/api/user/reset-password',
      { email: user.email, otp: code, newPassword: 'A fresh pass phrase 23' },
      home,
    );
    expect(reset.statusCode).toBe(200);
  });

  it("holds a browser with the account's device cookie to its own budget, even behind the same address", async () => {
    const ip = freshIp();
    const user = await createUser(t.app, t.mailer, {}, freshIp());
    const device = deviceCookieOf(await login(user.email, user.password, ip));
    // Someone behind the same address spends that address's budget for her account.
    for (let request = 1; request <= points; request += 1) {
      await post('/api/user/forgot-pass', { email: user.email }, ip);
    }
    expect((await post('/api/user/forgot-pass', { email: user.email }, ip)).statusCode).toBe(429);
    const mine = await t.app.inject({
      method: 'POST',
      url: '/api/user/forgot-pass',
      payload: { email: user.email },
      remoteAddress: ip,
      headers: { cookie: device },
    });
    expect(mine.statusCode).toBe(200);
  });

  it("signs a person up after a stranger used up the stranger's own sign-ups for the address", async () => {
    const email = uniqueEmail('victim');
    const stranger = freshIp();
    for (let request = 1; request <= points; request += 1) {
      const response = await post(
        '/api/user/signup',
        { name: 'Someone Else', email, password: 'Stranger pass phrase 1' },
        stranger,
      );
      expect(response.statusCode, `sign-up #${request}`).toBe(201);
    }
    expect(
      (
        await post(
          '/api/user/signup',
          { name: 'Someone Else', email, password: 'Stranger pass phrase 1' },
          stranger,
        )
      ).statusCode,
    ).toBe(429);
    const mine = await post(
      '/api/user/signup',
      { name: 'The Victim', email, password: 'My own pass phrase 9' },
      freshIp(),
    );
    expect(mine.statusCode).toBe(201);
    // The code mailed for this sign-up (it greets its own name): the queue may send a stranger's
    // code mail after it on a busy machine, so "the last mail to the address" is not enough.
    await t.mailer.settle();
    const code = t.mailer.sent
      .filter((mail) => mail.to === email && mail.text.startsWith('Hi The Victim,'))
      .at(-1)
      ?.text.match(/\b(\d{6})\b/)?.[1];
    expect(code, 'a code mailed for this sign-up').toBeDefined();
    const verified = await post(
      '/api/user/verify-otp',
      { email, otp: code!, registrationId: mine.json().registrationId },
      freshIp(),
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.name).toBe('The Victim');
  });

  it('still mails one address at most 20 codes an hour, however many callers ask', async () => {
    const user = await createUser(t.app, t.mailer);
    const before = t.mailer.sent.filter((mail) => mail.to === user.email).length;
    const { points: mailbox } = RATE_LIMITS.codeMailsByAddress;
    // One more request than the mailbox takes (the sign-up's code was one), from callers of
    // their own, a minute apart (one code a minute).
    for (let request = 1; request <= mailbox; request += 1) {
      t.clock.advance(61_000);
      const response = await post('/api/user/forgot-pass', { email: user.email }, freshIp());
      expect(response.statusCode).toBe(200);
      await t.mailer.settle();
    }
    const mailed = t.mailer.sent.filter((mail) => mail.to === user.email).length - before;
    expect(mailed).toBe(mailbox - 1);
  });
});

describe('wrong one-time codes', () => {
  const { points, blockSeconds } = RATE_LIMITS.codeFailuresByAccount;

  it('answers 429 once an account has had 10 wrong codes, even to the right one', async () => {
    const fields = await signupUser(t.app);
    const ip = freshIp();
    const wrongCode = async () => {
      const response = await post(
        '/api/user/verify-otp',
        { email: fields.email, otp: '000000' },
        ip,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('OTP_INVALID');
    };
    const newCode = async () => {
      t.clock.advance(61_000); // one code e-mail a minute (test clock; the limiter ignores it)
      expect((await post('/api/user/resend-otp', { email: fields.email }, ip)).statusCode).toBe(
        200,
      );
    };

    // Each code burns after 5 wrong tries, so 10 wrong ones take two codes.
    for (let attempt = 1; attempt <= points; attempt += 1) {
      await wrongCode();
      if (attempt % 5 === 0) await newCode();
    }

    const right = await post(
      '/api/user/verify-otp',
      { email: fields.email, otp: await readCodeFromMail(t.mailer, fields.email) },
      ip,
    );
    expectRateLimited(right, blockSeconds);
    // The limit is the account's: another address cannot carry on guessing either.
    expectRateLimited(
      await post('/api/user/verify-otp', { email: fields.email, otp: '111111' }, freshIp()),
      blockSeconds,
    );
  });

  it('counts wrong reset codes the same way', async () => {
    const user = await createUser(t.app, t.mailer);
    const ip = freshIp();
    const reset = (otp: string) =>
      post('/api/user/reset-password', { email: user.email, otp, newPassword: 'NewSecret456' }, ip);

    for (let attempt = 1; attempt <= points; attempt += 1) {
      if (attempt % 5 === 1) {
        t.clock.advance(61_000);
        expect((await post('/api/user/forgot-pass', { email: user.email }, ip)).statusCode).toBe(
          200,
        );
      }
      expect((await reset('000000')).statusCode).toBe(400);
    }
    t.clock.advance(61_000);
    expect((await post('/api/user/forgot-pass', { email: user.email }, ip)).statusCode).toBe(200);
    expectRateLimited(await reset(await readCodeFromMail(t.mailer, user.email)), blockSeconds);
    // The password was not changed.
    expect((await login(user.email, user.password, freshIp())).statusCode).toBe(200);
  });

  // Issue 23, item 6: a known browser is held only to its own budget, as at sign-in.
  it("lets a browser that signed in before reset the password after others' wrong codes spent the account's budget", async () => {
    const user = await createUser(t.app, t.mailer);
    const home = freshIp();
    const device = deviceCookieOf(await login(user.email, user.password, home));
    const stranger = freshIp();
    for (let attempt = 1; attempt <= points; attempt += 1) {
      const response = await post(
        '/api/user/reset-password',
        { email: user.email, otp: '000000', newPassword: 'Stranger pass phrase 3' },
        stranger,
      );
      expect(response.statusCode).toBe(400);
    }
    const fromHome = (url: string, payload: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url,
        payload,
        remoteAddress: home,
        headers: { cookie: device },
      });
    t.clock.advance(61_000);
    expect((await fromHome('/api/user/forgot-pass', { email: user.email })).statusCode).toBe(200);
    const code = await readCodeFromMail(t.mailer, user.email);
    // Without the cookie the account's budget is spent; with it, the person resets.
    expect(
      (
        await post(
          '/api/user/reset-password',
          { email: user.email, otp: code, newPassword: 'My new pass phrase 5' },
          home,
        )
      ).statusCode,
    ).toBe(429);
    const reset = await fromHome('/api/user/reset-password', {
      email: user.email,
      otp: code,
      newPassword: 'My new pass phrase 5',
    });
    expect(reset.statusCode).toBe(200);
  });
});
