/** Business constants (spec section 9 and PRODUCT.md). */
export const TOAST_AUTO_CLOSE_MS = 5000;
export const DEFAULT_PAGE = 1;
export const DEFAULT_BOOKINGS_PAGE_SIZE = 5;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;
export const NOTIFICATION_BADGE_CAP = 99;
export const HEADER_COMPACT_SCROLL_PX = 50;

/** Browser storage keys the spec fixes. */
export const AUTH_STORAGE_KEY = 'auth-storage';
export const AUTH_TYPE_SESSION_KEY = 'auth-type';
export const TOKEN_STORAGE_KEY = 'token';

/** Accounts (PRODUCT.md, Accounts). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;
export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_INTERVAL_SECONDS = 60;
export const PASSWORD_MIN_LENGTH = 8;
/** NIST asks to allow at least 64; 128 leaves room for pass-phrases and managers. */
export const PASSWORD_MAX_LENGTH = 128;
/** A rotated refresh token still answers, with the same successor, this long (RFC 9700 4.14.2). */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

/** Owner identity documents: PDF/JPEG/PNG, up to 3 files of 10 MB each. */
export const OWNER_DOCUMENT_MAX_FILES = 3;
export const OWNER_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Where people write to the team (a rejected owner asking about the review, among others). */
export const SUPPORT_EMAIL = 'support@nestly.in';
export const OWNER_DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** Profile photos: any common image, re-encoded server-side. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
