import { OTP_TTL_MINUTES } from '@nestly/shared';
import type { Mail } from '../../lib/mailer';
import { escapeHtml } from '../../lib/html';

const layout = (heading: string, body: string) => `<!doctype html>
<html><body style="font-family:Inter,Arial,sans-serif;background:#f8fafc;padding:24px;color:#0f172a">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px;color:#0f766e">Nestly</h1>
<h2 style="font-size:18px;margin:0 0 12px">${heading}</h2>${body}</div></body></html>`;

const codeBlock = (code: string) =>
  `<p style="font-size:28px;letter-spacing:6px;font-weight:700;margin:16px 0">${code}</p>`;

export const verificationCodeMail = (to: string, name: string, code: string): Mail => ({
  to,
  subject: `Your Nestly verification code: ${code}`,
  text: `Hi ${name},\n\nYour Nestly verification code is ${code}. It is valid for ${OTP_TTL_MINUTES} minutes.\n\nIf you did not sign up, ignore this e-mail.`,
  html: layout(
    'Verify your e-mail',
    `<p>Hi ${escapeHtml(name)},</p><p>Your verification code is:</p>${codeBlock(code)}<p>It is valid for ${OTP_TTL_MINUTES} minutes. If you did not sign up, ignore this e-mail.</p>`,
  ),
});

export const passwordResetCodeMail = (to: string, name: string, code: string): Mail => ({
  to,
  subject: `Your Nestly password reset code: ${code}`,
  text: `Hi ${name},\n\nUse the code ${code} to set a new password. It is valid for ${OTP_TTL_MINUTES} minutes.\n\nIf you did not ask for this, ignore this e-mail: your password stays as it is.`,
  html: layout(
    'Reset your password',
    `<p>Hi ${escapeHtml(name)},</p><p>Use this code to set a new password:</p>${codeBlock(code)}<p>It is valid for ${OTP_TTL_MINUTES} minutes. If you did not ask for this, ignore this e-mail.</p>`,
  ),
});
