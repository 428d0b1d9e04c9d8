import { describe, expect, it } from 'vitest';
import { PASSWORD_REFUSALS, judgePassword, personalWords } from './password-rule';

const asha = { email: 'asha.menon@example.com', name: 'Asha Menon' };

/** Issue 23, item 2: what the outside probe got through sign-up and change-password. */
describe('the password rule refuses', () => {
  it.each([
    ['aaaaaaaa', PASSWORD_REFUSALS.repeat],
    ['abcabcabc1', PASSWORD_REFUSALS.repeat],
    ['abcdefgh', PASSWORD_REFUSALS.sequence],
    ['98765432', PASSWORD_REFUSALS.sequence],
    ['qwertyuiop', PASSWORD_REFUSALS.common],
    ['zxcvbnm,./', PASSWORD_REFUSALS.keyboard],
    ['        ', PASSWORD_REFUSALS.blank],
    ['\u200b'.repeat(8), PASSWORD_REFUSALS.blank],
    ['\u200b \u2060\ufeff \u200d\u200c\t', PASSWORD_REFUSALS.blank],
    ['password123', PASSWORD_REFUSALS.common],
  ])('%j', (password, refusal) => {
    const verdict = judgePassword(password, asha);
    expect(verdict).toMatchObject({ isAcceptable: false, refusal });
    expect(verdict.score).toBeLessThanOrEqual(1);
  });

  it.each(['Nestly@123', 'nestly2024', 'NESTLY!!!!', 'N3stly@123', 'n3$tly12345', 'Nestly.nestly'])(
    'the product name, in any case or leet spelling: %j',
    (password) => {
      expect(judgePassword(password, asha)).toMatchObject({
        isAcceptable: false,
        refusal: PASSWORD_REFUSALS.personal,
      });
    },
  );

  it.each(['AshaMenon2024', 'asha.menon99', 'Menon@12345', '4sh4m3n0n!', 'asha.menon@example.com'])(
    "the person's own e-mail or name: %j",
    (password) => {
      expect(judgePassword(password, asha)).toMatchObject({
        isAcceptable: false,
        refusal: PASSWORD_REFUSALS.personal,
      });
    },
  );

  it("the README's old demo passwords, for their own accounts", () => {
    expect(
      judgePassword('User@12345', { email: 'user@nestly.local', name: 'Asha Menon' }).isAcceptable,
    ).toBe(false);
    expect(
      judgePassword('Owner@12345', { email: 'owner@nestly.local', name: 'Priya Varghese' })
        .isAcceptable,
    ).toBe(false);
    expect(
      judgePassword('Admin@12345', { email: 'admin@nestly.local', name: 'Nestly Admin' })
        .isAcceptable,
    ).toBe(false);
  });

  it.each(['Owner@12345', 'Welcome@1234', 'Kochi#98765', 'abcd!Flat'])(
    'a word dressed up with a sequence: %j',
    (password) => {
      expect(judgePassword(password, asha)).toMatchObject({
        isAcceptable: false,
        refusal: PASSWORD_REFUSALS.sequence,
      });
    },
  );

  it('judges invisible characters as absent: a sequence with zero-width spaces in it', () => {
    expect(judgePassword('abc\u200bdef\u200bgh', asha).refusal).toBe(PASSWORD_REFUSALS.sequence);
  });
});

describe('the password rule accepts', () => {
  it.each([
    'quiet backwaters at dawn near kumarakom',
    'Monsoon-Lantern-42',
    'Coconut-Harbour-17',
    'Tenant#Secret42',
    "Asha's ferry to Fort Kochi at dawn",
    'x7#Lq9!vR2@m',
    'x7#Lq9!vR2@m1234',
    'first light over the bay',
  ])('%j', (password) => {
    const verdict = judgePassword(password, asha);
    expect(verdict).toMatchObject({ isAcceptable: true, refusal: null });
    expect(verdict.score).toBeGreaterThanOrEqual(2);
  });

  it('a long pass-phrase without digits or symbols (no composition rules)', () => {
    expect(judgePassword('the tamarind tree behind the old post office').isAcceptable).toBe(true);
  });

  it('a password of 128 random characters, quickly (only the first 64 are judged)', () => {
    const password = 'Kp7#vQ2!mZ9@xL4$'.repeat(8);
    const started = performance.now();
    expect(judgePassword(password, asha).isAcceptable).toBe(true);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('personalWords', () => {
  it("lists the product's name, the e-mail, its parts and the name's words of 3+ letters", () => {
    expect(personalWords({ email: 'asha.menon@example.com', name: 'Al Asha Menon' })).toEqual([
      'nestly',
      'asha.menon@example.com',
      'asha.menon',
      'asha',
      'menon',
      'al asha menon',
      'alashamenon',
    ]);
  });
});
