import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner } from '../jobs/runner';
import { createTokenService } from '../lib/security';
import { createUser } from '../test/factories/accounts';
import { buildTestApp, type TestApp } from '../test/helpers/build-test-app';
import { createFieldCipher, generateKeyRingEntry, parseKeyRing } from '../lib/field-encryption';
import { resolvePayoutEncryptionKeys } from '../lib/secrets';
import { runAdminCommand } from './admin';

// Issue 28: `npm run admin -- create-admin | reset-password` print a one-time link (never a
// password) that /set-password uses once; `npm run admin -- jobs:failed` lists the jobs given up after their last attempt (never
// their payloads), and `jobs:retry <id|all>` puts them back, with their payload, to run again.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  t.clock.set(new Date());
});

const PUBLIC_URL = 'https://nestly.example.com';
const adminWithKeys = (payoutEncryptionKeys: string, ...args: string[]) =>
  runAdminCommand(
    {
      db: t.db,
      now: () => t.clock.now(),
      tokens: createTokenService(t.env.JWT_SECRET!),
      publicUrl: PUBLIC_URL,
      adminName: 'Second Admin',
      payoutEncryptionKeys,
    },
    args,
  );
/** The key ring the test app encrypts with (generated into its DATA_DIR). */
const appKeys = () => resolvePayoutEncryptionKeys(undefined, t.dataDir);
const admin = (...args: string[]) => adminWithKeys(appKeys(), ...args);

/** The token of the link a command printed (its fragment). */
const linkToken = (lines: string[]) => {
  const link = lines.map((line) => line.trim()).find((line) => line.startsWith(PUBLIC_URL))!;
  expect(link).toMatch(
    new RegExp(`^${PUBLIC_URL}/set-password#[0-9a-f-]{36}\\.[A-Za-z0-9_-]{43}$`),
  );
  return link.split('#')[1]!;
};
const setPassword = (token: string, newPassword: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-link', payload: { token, newPassword } });

describe('npm run admin -- create-admin / reset-password', () => {
  it('creates an admin who chooses a password with the printed one-time link', async () => {
    const email = `ops-${Date.now()}@example.com`;
    const created = await admin('create-admin', email);
    expect(created.ok).toBe(true);
    expect(created.lines[0]).toBe(`Admin ${email} created.`);
    const token = linkToken(created.lines);
    // Nobody can sign in before the link is used: there is no password to know.
    const chosen = 'Quiet-Harbour-Lantern-58';
    const set = await setPassword(token, chosen);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({
      message: 'Password set. Please sign in with your new password.',
      role: 'admin',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email, password: chosen },
    });
    expect(login.statusCode).toBe(200);
    // Once only.
    const again = await setPassword(token, 'Another-Quiet-Lantern-59');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This link is not valid any more: ask for a new one');
    expect((await admin('create-admin', email)).ok).toBe(false);
    expect((await admin('create-admin', 'not-an-address')).ok).toBe(false);
  });

  it('prints a reset link (never a password) that ends the sessions, and refuses a wrong or late one', async () => {
    const tenant = await createUser(t.app, t.mailer);
    const result = await admin('reset-password', tenant.email);
    expect(result.ok).toBe(true);
    expect(result.lines.join('\n')).not.toContain(tenant.password);
    const token = linkToken(result.lines);
    const [accountId] = token.split('.');
    const forged = await setPassword(`${accountId}.${'A'.repeat(43)}`, 'Quiet-Harbour-Lantern-60');
    expect(forged.statusCode).toBe(400);
    const set = await setPassword(token, 'Quiet-Harbour-Lantern-61');
    expect(set.json().role).toBe('user');
    // The old session is over.
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/user/profile/${tenant.id}`,
      headers: tenant.auth,
    });
    expect(profile.statusCode).toBe(401);

    const late = linkToken((await admin('reset-password', tenant.email, '--role=user')).lines);
    t.clock.advance(61 * 60_000);
    expect((await setPassword(late, 'Quiet-Harbour-Lantern-62')).statusCode).toBe(400);
    expect((await admin('reset-password', 'nobody@example.com')).ok).toBe(false);
    expect((await admin('reset-password', tenant.email, '--role=root')).ok).toBe(false);
  });
});

describe('npm run admin -- jobs:failed / jobs:retry', () => {
  it('lists failed jobs and retries one, then all, each running again with its payload', async () => {
    let mailServerUp = false;
    const delivered: string[] = [];
    const runner = createJobRunner({
      db: t.db,
      clock: { now: () => new Date() },
      logger: { warn: () => undefined, error: () => undefined },
      pollIntervalMs: 0,
    });
    runner.register('test.deliver', async (payload) => {
      if (!mailServerUp) throw new Error('connect ECONNREFUSED smtp:587');
      delivered.push(String(payload.to));
    });
    for (const to of ['a@example.com', 'b@example.com']) {
      await runner.enqueue(t.db, 'test.deliver', { to }, { maxAttempts: 1 });
    }
    await runner.drain();
    expect((await admin('jobs:failed')).lines[0]).toBe('2 failed jobs:');

    const listed = await admin('jobs:failed');
    expect(listed.ok).toBe(true);
    expect(listed.lines.join('\n')).toContain('test.deliver: 1 attempts');
    expect(listed.lines.join('\n')).toContain('connect ECONNREFUSED smtp:587');
    expect(listed.lines.join('\n')).not.toContain('a@example.com');
    const ids = listed.lines
      .map((line) => /^ {2}#(\d+) /.exec(line)?.[1])
      .filter(Boolean)
      .map(Number);
    expect(ids).toHaveLength(2);

    mailServerUp = true;
    const one = await admin('jobs:retry', String(ids[0]));
    expect(one).toEqual({
      ok: true,
      lines: [`Requeued 1 job (#${ids[0]}); a running API process picks them up within a second.`],
    });
    await runner.drain();
    expect(delivered).toEqual(['a@example.com']);

    expect((await admin('jobs:retry', 'all')).lines[0]).toContain(`Requeued 1 job (#${ids[1]})`);
    await runner.drain();
    expect(delivered).toEqual(['a@example.com', 'b@example.com']);
    expect((await admin('jobs:failed')).lines).toEqual(['No failed jobs.']);
    const left = await t.db.execute(
      sql`select count(*)::int as n from jobs where kind = 'test.deliver'`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('refuses a bad id and an unknown command, and says which ids it left alone', async () => {
    expect((await admin('jobs:retry')).ok).toBe(false);
    expect((await admin('jobs:retry', 'x1')).ok).toBe(false);
    const unknownId = await admin('jobs:retry', '999999');
    expect(unknownId.ok).toBe(false);
    expect(unknownId.lines).toContain(
      '#999999 is not a failed job (done, still queued, or unknown): left alone',
    );
    const unknown = await admin('jobs:explode');
    expect(unknown.ok).toBe(false);
    expect(unknown.lines[0]).toBe('Unknown command: jobs:explode');
  });
});

describe('npm run admin -- payout-keys:rotate', () => {
  const accountNumber = '123456789012';
  const storedNumber = async (accountId: string) => {
    const result = (await t.db.execute(
      sql`select id, account_number_key_id as "keyId", account_number_ciphertext as ciphertext
          from payout_accounts where account_id = ${accountId}`,
    )) as unknown as { rows: { id: string; keyId: string; ciphertext: string }[] };
    return result.rows[0]!;
  };

  it('re-encrypts account numbers under the new first key, once, and names what it cannot read', async () => {
    const user = await createUser(t.app, t.mailer);
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/user/payout-account',
      headers: user.auth,
      payload: {
        method: 'bank_account',
        accountHolder: 'Asha Menon',
        accountNumber,
        ifsc: 'HDFC0001234',
        password: user.password,
      },
    });
    expect(set.statusCode, set.body).toBe(200);
    const before = await storedNumber(user.id);
    const oldKeys = appKeys();
    expect(before.keyId).toBe(parseKeyRing(oldKeys).current.id);

    // A new key first, the old one kept to read the rows still under it.
    const newKeys = `${generateKeyRingEntry('k2')},${oldKeys}`;
    const rotated = await adminWithKeys(newKeys, 'payout-keys:rotate');
    expect(rotated.ok, rotated.lines.join('\n')).toBe(true);
    expect(rotated.lines[0]).toMatch(
      /^Re-encrypted [1-9]\d* payout account numbers? under key "k2"\.$/,
    );
    const after = await storedNumber(user.id);
    expect(after.keyId).toBe('k2');
    expect(after.ciphertext).not.toBe(before.ciphertext);
    // Readable with the new key alone, in its own row only.
    const newOnly = createFieldCipher(parseKeyRing(newKeys.split(',')[0]!));
    expect(newOnly.decrypt(after, `payout_account:${after.id}`)).toBe(accountNumber);
    expect(JSON.stringify(rotated.lines)).not.toContain(accountNumber);

    // Again: nothing left to do.
    const again = await adminWithKeys(newKeys, 'payout-keys:rotate');
    expect(again.lines[0]).toBe('Re-encrypted 0 payout account numbers under key "k2".');

    // A ring without the key the rows are under: refused, rows left as they were.
    const lost = await adminWithKeys(generateKeyRingEntry('k3'), 'payout-keys:rotate');
    expect(lost.ok).toBe(false);
    expect(lost.lines[1]).toContain(after.id);
    expect((await storedNumber(user.id)).ciphertext).toBe(after.ciphertext);
  });
});
