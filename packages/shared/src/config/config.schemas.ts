import { z } from 'zod';

/**
 * GET /api/config: what the web app needs to know of the server's setup before anyone signs in,
 * so that it offers only what works here (public; nothing secret).
 */
export const appConfigResponseSchema = z.object({
  /** Whether "Continue with Google" works: both Google credentials are set on the server. */
  canSignInWithGoogle: z.boolean(),
});
export type AppConfigResponse = z.infer<typeof appConfigResponseSchema>;
