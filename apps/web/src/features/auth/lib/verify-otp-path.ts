import { paths, type SelfServiceRole, type SignupResponse } from '@nestly/shared';

/**
 * The code page for a sign-up, naming its registration: the code entered there can then only
 * verify the registration this browser made (docs/decisions/009).
 */
export const verifyOtpPath = (
  role: SelfServiceRole,
  signup: Pick<SignupResponse, 'email' | 'registrationId'>,
) => paths[role].verifyOtp.getHref({ email: signup.email, registration: signup.registrationId });
