import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from './app-error';

/**
 * NIST SP 800-63B (docs/decisions/011-passwords.md): length (8 to 128, in the shared schema), no
 * composition rules, and no password found in a list of common and breached ones. The list is
 * zxcvbn-ts's common-password dictionary (about 49,000 entries drawn from breach corpora), so the
 * server and the web's strength meter refuse the same passwords.
 */
let commonPasswords: Set<string> | undefined;
const isCommon = (password: string) => {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(password.toLowerCase());
};

/** What a person's password must not simply be: the site's name, their name or their e-mail. */
const contextWords = (context: { email?: string; name?: string }) => {
  const words = ['nestly', 'nestly123'];
  if (context.email)
    words.push(context.email.toLowerCase(), context.email.split('@')[0]!.toLowerCase());
  if (context.name)
    words.push(context.name.toLowerCase(), context.name.toLowerCase().replace(/\s+/g, ''));
  return words;
};

/** Throws a 400 naming `field` when the password is common, breached, or the person's own name. */
export const assertAcceptablePassword = (
  password: string,
  context: { email?: string; name?: string },
  field: string,
) => {
  if (isCommon(password)) {
    throw weakPassword(field, 'This password is too common. Choose a less guessable one.');
  }
  if (contextWords(context).includes(password.toLowerCase().trim())) {
    throw weakPassword(
      field,
      'This password is too easy to guess from your name or e-mail. Choose another.',
    );
  }
};

const weakPassword = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', { message, details: [{ field, message }] });
