/** The signed-out frames (sign-in screens, /propertyDetail), loaded on demand (app/frames/lazy). */
export { PublicOnly } from '../guards/public-only';
export { AuthLayout } from '../layouts/auth-layout';
export { PublicLayout } from '../layouts/public-layout';
