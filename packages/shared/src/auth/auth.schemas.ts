import { z } from 'zod';
import { codedEnum } from '../common/errors';
import { MESSAGES } from '../common/messages';
import { OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../common/constants';

/** The three kinds of signed-in people. */
export const ROLES = ['user', 'owner', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Who may sign up, verify a code or reset a password: users and owners (admins come from env). */
export const SELF_SERVICE_ROLES = ['user', 'owner'] as const;
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

export const signupTypeSchema = codedEnum(
  SELF_SERVICE_ROLES,
  'INVALID_SIGNUP_TYPE',
  MESSAGES.INVALID_SIGNUP_TYPE,
);
export const authTypeSchema = codedEnum(
  SELF_SERVICE_ROLES,
  'INVALID_AUTH_TYPE',
  MESSAGES.INVALID_AUTH_TYPE,
);
export const loginTypeSchema = codedEnum(ROLES, 'INVALID_AUTH_TYPE', MESSAGES.INVALID_AUTH_TYPE);

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address' }).max(254));

/**
 * NIST SP 800-63B: a length range and nothing else here (no "a letter and a digit": a long
 * passphrase is stronger than `password123`). The API also refuses common and breached passwords,
 * and the web shows a strength meter (docs/decisions/011-passwords.md).
 */
export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, {
    error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  })
  .max(PASSWORD_MAX_LENGTH, {
    error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  });

export const nameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(2, { error: 'Name must be at least 2 characters' })
  .max(80, { error: 'Name must be at most 80 characters' });

/** Indian mobile numbers: 10 digits starting 6–9, optionally with +91. Stored as +91XXXXXXXXXX. */
export const phoneSchema = z
  .string({ error: 'Enter a valid 10-digit mobile number' })
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(\+91)?[6-9]\d{9}$/, { error: 'Enter a valid 10-digit mobile number' }))
  .transform((value) => (value.startsWith('+91') ? value : `+91${value}`));

/**
 * An empty field means "no phone"; anything else must be a mobile number. Not a union with `''`:
 * a union's refusal named the empty literal (`Invalid input: expected ""`, issue 29) instead of
 * the phone's own message.
 */
export const optionalPhoneSchema = z
  .string({ error: 'Enter a valid 10-digit mobile number' })
  .optional()
  .transform((value) => (value?.trim() ? value : undefined))
  .pipe(phoneSchema.optional());

export const otpSchema = z
  .string({ error: 'Code is required' })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: `Enter the ${OTP_LENGTH}-digit code` });

/** Signup fields; `type` is implied by the /api/user and /api/owner prefixes. */
export const signupFieldsSchema = z.strictObject({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  phone: optionalPhoneSchema,
});
export type SignupFields = z.infer<typeof signupFieldsSchema>;

export const signupInputSchema = signupFieldsSchema.extend({ type: signupTypeSchema.optional() });
export type SignupInput = z.infer<typeof signupInputSchema>;

export const loginInputSchema = z.strictObject({
  type: loginTypeSchema.optional(),
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(PASSWORD_MAX_LENGTH, {
      error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
    }),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/**
 * A sign-up's registration id (answered by signup): the web sends it back with the code so that
 * the code can only verify the registration this browser made (docs/decisions/009).
 */
export const registrationIdSchema = z.uuid({ error: 'Invalid registration' });

export const verifyOtpInputSchema = z.strictObject({
  type: authTypeSchema.optional(),
  email: emailSchema,
  otp: otpSchema,
  registrationId: registrationIdSchema.optional(),
});
export type VerifyOtpInput = z.infer<typeof verifyOtpInputSchema>;

export const emailOnlyInputSchema = z.strictObject({
  type: authTypeSchema.optional(),
  email: emailSchema,
});
export type EmailOnlyInput = z.infer<typeof emailOnlyInputSchema>;

export const resendOtpInputSchema = emailOnlyInputSchema.extend({
  registrationId: registrationIdSchema.optional(),
});
export type ResendOtpInput = z.infer<typeof resendOtpInputSchema>;

export const resetPasswordInputSchema = z.strictObject({
  type: authTypeSchema.optional(),
  email: emailSchema,
  otp: otpSchema,
  newPassword: passwordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

/**
 * POST /api/auth/password-link: a new password with the one-time link an operator printed
 * (`npm run admin -- create-admin | reset-password`); `token` is the link's fragment.
 */
export const passwordLinkInputSchema = z.strictObject({
  token: z
    .string({ error: 'The link is incomplete: open the whole link you were given' })
    .min(40, { error: 'The link is incomplete: open the whole link you were given' })
    .max(200, { error: 'The link is not valid' }),
  newPassword: passwordSchema,
});
export type PasswordLinkInput = z.infer<typeof passwordLinkInputSchema>;
export const passwordLinkResponseSchema = z.object({ message: z.string(), role: roleSchema });
export type PasswordLinkResponse = z.infer<typeof passwordLinkResponseSchema>;

export const logoutInputSchema = z.strictObject({ type: loginTypeSchema.optional() }).optional();

export const changePasswordInputSchema = z.strictObject({
  oldPassword: z
    .string({ error: 'Current password is required' })
    .min(1, { error: 'Current password is required' })
    .max(PASSWORD_MAX_LENGTH, {
      error: `Current password must be at most ${PASSWORD_MAX_LENGTH} characters`,
    }),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** The web's form for the same call, with a confirmation field it checks before sending. */
export const changePasswordFormSchema = changePasswordInputSchema
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.newPassword === value.confirmPassword, {
    error: 'Passwords do not match',
    path: ['confirmPassword'],
  });

/** Account status (PRODUCT.md): only `active` may use the product. */
export const ACCOUNT_STATUSES = ['active', 'blocked'] as const;
export const accountStatusSchema = z.enum(ACCOUNT_STATUSES);
export type AccountStatus = z.infer<typeof accountStatusSchema>;

/** Owner approval by an admin, after the one-time code. */
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const approvalStatusSchema = z.enum(APPROVAL_STATUSES);
export type ApprovalStatus = z.infer<typeof approvalStatusSchema>;

/** An account as the API shows it to its owner or an admin (never the password hash). */
export const accountSchema = z.object({
  id: z.uuid(),
  role: roleSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  status: accountStatusSchema,
  isVerified: z.boolean(),
  /** Owners only; null for users and admins. */
  approvalStatus: approvalStatusSchema.nullable(),
  rejectionReason: z.string().nullable(),
  hasPassword: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Account = z.infer<typeof accountSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const signupResponseSchema = z.object({
  message: z.string(),
  email: z.string(),
  registrationId: z.uuid(),
});
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/** Login, refresh and Google sign-in all answer the account and a fresh access token. */
export const authResponseSchema = z.object({
  message: z.string(),
  user: accountSchema,
  token: z.string(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const checkStatusResponseSchema = z.object({
  id: z.uuid(),
  status: accountStatusSchema,
  isVerified: z.boolean(),
  approvalStatus: approvalStatusSchema.nullable(),
  rejectionReason: z.string().nullable(),
  user: accountSchema,
});
export type CheckStatusResponse = z.infer<typeof checkStatusResponseSchema>;

export const resendOtpResponseSchema = z.object({
  message: z.string(),
  /** Seconds until another code may be requested. */
  retryAfterSeconds: z.number().int(),
});
export type ResendOtpResponse = z.infer<typeof resendOtpResponseSchema>;
