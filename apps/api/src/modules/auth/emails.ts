import { OTP_TTL_MINUTES, type Role } from '@nestly/shared';
import type { Mail } from '../../lib/mailer';
import { escapeHtml } from '../../lib/html';

const layout = (heading: string, body: string) => `<!doctype html>
<html><body style="font-family:Inter,Arial,sans-serif;background:#f8fafc;padding:24px;color:#0f172a">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px;color:#0f766e">Nestly</h1>
<h2 style="font-size:18px;margin:0 0 12px">${heading}</h2>${body}</div></body></html>`;

const codeBlock = (code: string) =>
  `<p style="font-size:28px;letter-spacing:6px;font-weight:700;margin:16px 0">${code}</p>`;

/** "4 Jan 2027, 14:05 UTC": when a sign-up was made, so a person can tell it from another. */
const signupTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

const ACCOUNT_KIND: Record<Role, string> = {
  user: 'tenant',
  owner: 'property owner',
  admin: 'admin',
};

/** The registration a code confirms, as its e-mail names it. */
export interface RegistrationFacts {
  role: Role;
  email: string;
  name: string;
  createdAt: Date;
}

/**
 * A code e-mail names what it confirms (issue 23): whose sign-up, under which name, and when. Two
 * sign-ups for one address each have their own code; a person who did not make this one can see
 * so, and entering its code would make an account with somebody else's name and password.
 */
export const verificationCodeMail = (registration: RegistrationFacts, code: string): Mail => {
  const kind = ACCOUNT_KIND[registration.role];
  const when = `${signupTimeFormat.format(registration.createdAt)} UTC`;
  const what = `the Nestly ${kind} sign-up for ${registration.email} under the name "${registration.name}", made on ${when}`;
  return {
    to: registration.email,
    subject: `Your Nestly verification code: ${code}`,
    text: `Hi ${registration.name},\n\nYour Nestly verification code is ${code}. It confirms ${what}. It is valid for ${OTP_TTL_MINUTES} minutes.\n\nIf you did not make this sign-up, ignore this e-mail and do not give the code to anyone: no account is made without it.`,
    html: layout(
      'Verify your e-mail',
      `<p>Hi ${escapeHtml(registration.name)},</p><p>Your verification code is:</p>${codeBlock(code)}<p>It confirms ${escapeHtml(what)}. It is valid for ${OTP_TTL_MINUTES} minutes.</p><p>If you did not make this sign-up, ignore this e-mail and do not give the code to anyone: no account is made without it.</p>`,
    ),
  };
};

/**
 * A sign-up for an address that already has an account answers like any other (no account
 * enumeration, issue 23); the mailbox's owner hears of it instead.
 */
export const accountExistsMail = (account: { role: Role; email: string; name: string }): Mail => {
  const kind = ACCOUNT_KIND[account.role];
  return {
    to: account.email,
    subject: 'You already have a Nestly account',
    text: `Hi ${account.name},\n\nSomeone, perhaps you, just tried to sign up for a Nestly ${kind} account with ${account.email}. You already have one: sign in with it, or use "Forgot password" on the sign-in page to set a new password.\n\nIf it was not you, nothing has changed: your account and its password stay as they are.`,
    html: layout(
      'You already have an account',
      `<p>Hi ${escapeHtml(account.name)},</p><p>Someone, perhaps you, just tried to sign up for a Nestly ${kind} account with ${escapeHtml(account.email)}. You already have one: sign in with it, or use "Forgot password" on the sign-in page to set a new password.</p><p>If it was not you, nothing has changed: your account and its password stay as they are.</p>`,
    ),
  };
};

export const passwordResetCodeMail = (to: string, name: string, code: string): Mail => ({
  to,
  subject: `Your Nestly password reset code: ${code}`,
  text: `Hi ${name},\n\nUse the code ${code} to set a new password. It is valid for ${OTP_TTL_MINUTES} minutes.\n\nIf you did not ask for this, ignore this e-mail: your password stays as it is.`,
  html: layout(
    'Reset your password',
    `<p>Hi ${escapeHtml(name)},</p><p>Use this code to set a new password:</p>${codeBlock(code)}<p>It is valid for ${OTP_TTL_MINUTES} minutes. If you did not ask for this, ignore this e-mail.</p>`,
  ),
});
