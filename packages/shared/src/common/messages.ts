/** Messages the specification fixes word for word (spec sections 4, 5 and 8). Keep them exact. */
export const MESSAGES = {
  ACCOUNT_BLOCKED: 'You are currently blocked',
  LOGGED_OUT: 'Logged out successfully!',
  INVALID_SIGNUP_TYPE: 'Invalid signup type',
  INVALID_AUTH_TYPE: 'Invalid auth type',
  NOT_AUTHORIZED_AS_OWNER: 'Not authorized as owner',
  NOT_AUTHORIZED_AS_ADMIN: 'Not authorized as admin',
  NOT_AUTHENTICATED_AS_OWNER: 'Not authenticated as owner',
  NOT_AUTHORIZED_AS_USER: 'Not authorized as user',
  NOT_AUTHENTICATED: 'Not authenticated',
  USER_ID_REQUIRED: 'User ID is required',
  OWNER_ID_REQUIRED: 'Owner ID is required',
  NO_BOOKING_RESPONSE: 'No response from booking service',
  PAGE_NOT_FOUND_TITLE: 'Page Not Found',
  PAGE_NOT_FOUND_TEXT: "The page you're looking for doesn't exist or has been moved.",
  PAGE_LOAD_FAILED_TITLE: 'Something Went Wrong',
  PAGE_LOAD_FAILED_TEXT:
    'We couldn’t load this page. It might be due to a network issue or internal error.',
} as const;
