import { ZxcvbnFactory, type MatchExtended } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * The one password rule (docs/decisions/011-passwords.md), judged the same way by the API, which
 * refuses what it calls weak, and by the web's strength meter, which shows it as the person types.
 * It is its own entry point (`@nestly/shared/password-rule`), not part of the package's index: it
 * carries zxcvbn-ts and its ~49,000 common passwords (about 900 KB), which the web loads only when
 * a set-password form is shown.
 *
 * NIST SP 800-63B: 8 to 128 characters (the schema), no composition rules, and refused when it is
 * common or breached, repetitive or sequential, a row of keys, only spaces or invisible
 * characters, or built on the product's name or the person's own e-mail or name. "Weak" is
 * zxcvbn's score below 2: fewer than about a million guesses, which an online attacker could try.
 */

/** zxcvbn's 0 (too guessable) to 4 (very unguessable); 2 is the least the rule accepts. */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;
export const PASSWORD_MIN_SCORE = 2;

export interface PasswordContext {
  email?: string | null;
  name?: string | null;
}

export interface PasswordVerdict {
  /** Shown as bars; a refused password shows at most 1 ("Weak"), whatever zxcvbn made of it. */
  score: PasswordScore;
  isAcceptable: boolean;
  /** Why it is refused: the API answers this sentence, the meter shows it. Null when accepted. */
  refusal: string | null;
  /** Advice for an accepted password that could be stronger. */
  hint: string | null;
}

/** The product's own name: the first thing a guesser of a Nestly password tries. */
const PRODUCT_NAME = 'nestly';

/**
 * zxcvbn's cost grows fast with length (about 200 ms for 128 random characters); a password's
 * first 64 characters decide its strength well enough (NIST's "at least 64").
 */
const JUDGED_LENGTH = 64;

/** Zero-width and other format characters, and control characters: invisible, no strength. */
const INVISIBLE = /[\p{Cf}\p{Cc}]/gu;

export const PASSWORD_REFUSALS = {
  blank: 'A password cannot be only spaces or invisible characters.',
  common: 'This password is too common. Choose a less guessable one.',
  personal:
    'This password is built on your name, your e-mail or the word "Nestly". Choose one that is not.',
  repeat:
    'This password repeats characters or a pattern (like "aaaa" or "abcabc"). Choose another.',
  sequence: 'This password is, or is built on, a sequence (like "abcd" or "1234"). Choose another.',
  keyboard: 'This password is a row or pattern of keys (like "qwerty"). Choose another.',
  weak: 'This password is too easy to guess. Add another word or two; unusual words are best.',
} as const;

let factory: ZxcvbnFactory | undefined;
let commonPasswords: Set<string> | undefined;
const zxcvbn = () =>
  (factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: 256 }));
const isCommon = (password: string) =>
  (commonPasswords ??= new Set(dictionary['passwords-common'])).has(password.toLowerCase());

/**
 * What the password must not be built on: the product's name, the e-mail, its local part and the
 * words in it, the name and its words (of three letters or more: "Al" is in too many words).
 */
export const personalWords = ({ email, name }: PasswordContext) => {
  const words = new Set([PRODUCT_NAME]);
  const add = (word: string | undefined) => {
    const trimmed = word?.trim().toLowerCase();
    if (trimmed && trimmed.length >= 3) words.add(trimmed);
  };
  if (email) {
    const local = email.split('@')[0];
    add(email);
    add(local);
    local?.split(/[._+-]+/).forEach(add);
  }
  if (name) {
    add(name);
    add(name.replace(/\s+/g, ''));
    name.split(/[\s'.-]+/).forEach(add);
  }
  return [...words];
};

const refusalOfWarning = (warning: string | null) => {
  switch (warning) {
    case 'simpleRepeat':
    case 'extendedRepeat':
      return PASSWORD_REFUSALS.repeat;
    case 'sequences':
      return PASSWORD_REFUSALS.sequence;
    case 'straightRow':
    case 'keyPattern':
      return PASSWORD_REFUSALS.keyboard;
    case 'topTen':
    case 'topHundred':
    case 'common':
    case 'similarToCommon':
      return PASSWORD_REFUSALS.common;
    case 'userInputs':
      return PASSWORD_REFUSALS.personal;
    default:
      return PASSWORD_REFUSALS.weak;
  }
};

const HINTS: Partial<Record<string, string>> = {
  recentYears: 'Recent years are easy to guess.',
  dates: 'Dates are easy to guess.',
  wordByItself: 'A single word is easy to guess.',
  namesByThemselves: 'A name on its own is easy to guess.',
  commonNames: 'Common names are easy to guess.',
};

const isPersonal = (match: MatchExtended) =>
  match.pattern === 'dictionary' && match.dictionaryName === 'userInputs';

/** A stretch [start, end] of the password (inclusive, as zxcvbn's matches). */
type Stretch = [number, number];

/** Shorter runs are inside too many words ("first" holds "rst"). */
const MIN_RUN = 4;

/**
 * Runs of 4 or more characters each one up or one down from the last ("1234", "dcba"). zxcvbn
 * scores "12345" as a common password rather than a sequence, so it is looked for here too.
 * Indexes are UTF-16 units, as zxcvbn's.
 */
const sequenceRuns = (text: string): Stretch[] => {
  const runs: Stretch[] = [];
  let start = 0;
  let step = 0;
  for (let index = 1; index <= text.length; index += 1) {
    const delta = index < text.length ? text.charCodeAt(index) - text.charCodeAt(index - 1) : 0;
    const isStep = Math.abs(delta) === 1;
    if (isStep && (index - start === 1 || delta === step)) {
      step = delta;
      continue;
    }
    if (index - start >= MIN_RUN) runs.push([start, index - 1]);
    // A turn ("12321") starts the next run at the last character of this one.
    start = isStep ? index - 1 : index;
    step = isStep ? delta : 0;
  }
  return runs;
};

/** The password with these stretches taken out. */
const without = (text: string, stretches: Stretch[]) =>
  text
    .split('')
    .filter((_, index) => !stretches.some(([from, to]) => index >= from && index <= to))
    .join('');

const refuse = (score: number, refusal: string): PasswordVerdict => ({
  score: Math.min(score, 1) as PasswordScore,
  isAcceptable: false,
  refusal,
  hint: null,
});

/** Judges a new password for this person: the API's rule and the meter's reading, both. */
export const judgePassword = (password: string, context: PasswordContext = {}): PasswordVerdict => {
  const visible = password.replace(INVISIBLE, '').slice(0, JUDGED_LENGTH);
  if (visible.trim() === '') return refuse(0, PASSWORD_REFUSALS.blank);
  if (isCommon(password) || isCommon(visible)) return refuse(0, PASSWORD_REFUSALS.common);
  const words = personalWords(context);
  const result = zxcvbn().check(visible, words);
  const score = result.score as PasswordScore;
  // Built on the person's own words or on a sequence when what is left without them would be weak
  // by itself: "AshaMenon2024", "N3stly@123" and "Owner@12345" are refused, "Asha's quiet
  // backwaters at dawn" is not.
  const personal = result.sequence.filter(isPersonal).map((match): Stretch => [match.i, match.j]);
  const runs = sequenceRuns(visible);
  if (personal.length + runs.length > 0) {
    const rest = without(visible, [...personal, ...runs]);
    if (rest.trim() === '' || zxcvbn().check(rest, words).score < PASSWORD_MIN_SCORE) {
      return refuse(
        score,
        personal.length > 0 ? PASSWORD_REFUSALS.personal : PASSWORD_REFUSALS.sequence,
      );
    }
  }
  const warning = result.feedback.warning;
  if (score < PASSWORD_MIN_SCORE) return refuse(score, refusalOfWarning(warning));
  return {
    score,
    isAcceptable: true,
    refusal: null,
    hint:
      (warning ? HINTS[warning] : undefined) ??
      (score < 3 ? 'Add another word or two; unusual words are best.' : null),
  };
};
