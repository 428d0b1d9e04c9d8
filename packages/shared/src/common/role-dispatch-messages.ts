/**
 * Section 8's role dispatch: a session without an auth type, with one the app does not know,
 * without a role, with a role that is not one of the three, or a role the area does not serve.
 * A file of their own, apart from MESSAGES (which the web's first page carries): the bundler
 * places modules, not exports, so these load only where they are used (issue 12, bundle budget).
 */
export const ROLE_DISPATCH_MESSAGES = {
  AUTHENTICATION_REQUIRED: 'Authentication required',
  INVALID_AUTHENTICATION_TYPE: 'Invalid authentication type',
  NO_USER_ROLE_PROVIDED: 'No user role provided',
  UNKNOWN_ROLE: 'Unknown role',
  UNAUTHORIZED_ROLE: 'Unauthorized role',
} as const;
