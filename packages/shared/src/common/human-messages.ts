import { config, type $ZodRawIssue } from 'zod/v4/core';

/**
 * Every refusal a person can read is a sentence written for them (issue 29, item 6: a 5-digit phone
 * showed `Invalid input: expected ""`). Schemas give their fields' own messages (`Enter a valid
 * 10-digit mobile number`); this map answers whatever a schema left to Zod's defaults, so no raw
 * "Invalid input: expected string, received undefined" reaches a screen or an API answer.
 * Installed once per process by `installHumanMessages()` (the API's buildApp, the web's entry and
 * test setup): Zod reads it after a schema's own message and before its English defaults.
 */
type Issue = $ZodRawIssue;

const plural = (count: number | bigint, one: string, many: string) =>
  `${count} ${Number(count) === 1 ? one : many}`;

const isMissing = (input: unknown) => input === undefined || input === null || input === '';

const TYPE_WORDS: Record<string, string> = {
  number: 'Enter a number',
  int: 'Enter a whole number',
  bigint: 'Enter a whole number',
  string: 'Enter text',
  boolean: 'Choose yes or no',
  date: 'Enter a valid date',
  array: 'Choose from the list',
  object: 'This part of the form is incomplete',
};

const FORMAT_WORDS: Record<string, string> = {
  email: 'Enter a valid email address',
  url: 'Enter a valid web address (https://…)',
  uuid: 'This reference is not valid',
  guid: 'This reference is not valid',
  date: 'Enter a valid date',
  datetime: 'Enter a valid date and time',
  time: 'Enter a valid time',
  regex: 'Check the format of this field',
  starts_with: 'Check the format of this field',
  ends_with: 'Check the format of this field',
  includes: 'Check the format of this field',
};

const tooSmall = (issue: Extract<Issue, { code: 'too_small' }>) => {
  const { minimum, inclusive, origin } = issue;
  if (origin === 'string') {
    return Number(minimum) <= 1
      ? 'This field is required'
      : `Enter at least ${plural(minimum, 'character', 'characters')}`;
  }
  if (origin === 'array' || origin === 'set') {
    return `Choose at least ${Number(minimum) === 1 ? 'one' : String(minimum)}`;
  }
  if (origin === 'number' || origin === 'bigint' || origin === 'int') {
    return inclusive ? `Enter ${minimum} or more` : `Enter more than ${minimum}`;
  }
  if (origin === 'date') return 'Choose a later date';
  if (origin === 'file') return 'This file is empty';
  return 'This value is too small';
};

const tooBig = (issue: Extract<Issue, { code: 'too_big' }>) => {
  const { maximum, inclusive, origin } = issue;
  if (origin === 'string') return `Enter at most ${plural(maximum, 'character', 'characters')}`;
  if (origin === 'array' || origin === 'set') return `Choose at most ${maximum}`;
  if (origin === 'number' || origin === 'bigint' || origin === 'int') {
    return inclusive ? `Enter ${maximum} or less` : `Enter less than ${maximum}`;
  }
  if (origin === 'date') return 'Choose an earlier date';
  if (origin === 'file') return 'This file is too large';
  return 'This value is too large';
};

/** A sentence for a person from any Zod issue a schema did not word itself. */
export const humanMessage = (issue: Issue): string => {
  switch (issue.code) {
    case 'invalid_type':
      if (isMissing(issue.input)) return 'This field is required';
      return TYPE_WORDS[issue.expected] ?? 'This value is not valid';
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return FORMAT_WORDS[issue.format] ?? 'Check the format of this field';
    case 'not_multiple_of':
      return `Enter a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `This form does not take ${issue.keys.map((key) => `"${key}"`).join(', ')}`;
    case 'invalid_value':
    case 'invalid_union':
      return isMissing(issue.input) ? 'This field is required' : 'Choose one of the options';
    case 'invalid_key':
    case 'invalid_element':
      return 'One of the entries is not valid';
    default:
      return 'This value is not valid';
  }
};

/** Installs `humanMessage` as Zod's fallback for this process (idempotent). */
export const installHumanMessages = () => {
  config({ customError: humanMessage });
};
