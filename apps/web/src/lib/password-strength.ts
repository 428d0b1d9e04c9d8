/**
 * Password strength for the meter on every set-password form (docs/decisions/011-passwords.md).
 * zxcvbn-ts and its ~49,000-entry common-password list are loaded only when a person starts typing
 * a new password, so no other page pays for them. The API refuses the same list.
 */
export interface PasswordStrength {
  /** zxcvbn's 0 (too guessable) to 4 (very unguessable). */
  score: 0 | 1 | 2 | 3 | 4;
  /** On the common and breached password list: the API will refuse it. */
  isCommon: boolean;
  warning: string | null;
}

/** zxcvbn's warning keys, in our words. */
const WARNINGS: Record<string, string> = {
  straightRow: 'A row of keys is easy to guess.',
  keyPattern: 'A short keyboard pattern is easy to guess.',
  simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
  extendedRepeat: 'Repeated patterns like "abcabcabc" are easy to guess.',
  sequences: 'Sequences like "abc" or "6543" are easy to guess.',
  recentYears: 'Recent years are easy to guess.',
  dates: 'Dates are easy to guess.',
  topTen: 'This is one of the most used passwords.',
  topHundred: 'This is a very common password.',
  common: 'This is a commonly used password.',
  similarToCommon: 'This is too close to a commonly used password.',
  wordByItself: 'A single word is easy to guess.',
  namesByThemselves: 'A name on its own is easy to guess.',
  commonNames: 'Common names are easy to guess.',
  userInputs: 'It should not contain your name or e-mail.',
};

type Checker = (password: string, userInputs: string[]) => PasswordStrength;
let checker: Promise<Checker> | undefined;

const loadChecker = (): Promise<Checker> =>
  (checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) => {
      const factory = new core.ZxcvbnFactory({
        dictionary: common.dictionary,
        graphs: common.adjacencyGraphs,
      });
      const commonPasswords = new Set(common.dictionary['passwords-common']);
      return (password, userInputs) => {
        const result = factory.check(password.slice(0, 128), userInputs);
        const isCommon = commonPasswords.has(password.toLowerCase());
        const key = result.feedback.warning;
        return {
          score: isCommon ? 0 : result.score,
          isCommon,
          warning: isCommon
            ? 'This password is too common. Choose a less guessable one.'
            : key
              ? (WARNINGS[key] ?? null)
              : null,
        };
      };
    },
  ));

export const measurePassword = async (
  password: string,
  userInputs: string[] = [],
): Promise<PasswordStrength> => (await loadChecker())(password, [...userInputs, 'nestly']);
