import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appConfigResponseSchema } from '@nestly/shared';
import type { AppDeps } from '../../app-deps';
import { isGoogleSignInConfigured } from '../auth/google-client';

/** GET /api/config: the server's public setup, read by the web app before it offers a feature. */
export const registerConfigRoutes = (app: FastifyInstance, deps: AppDeps) => {
  app.withTypeProvider<ZodTypeProvider>().get('/api/config', {
    config: { access: 'public' },
    schema: {
      tags: ['config'],
      summary: 'What this server offers: whether Google sign-in is configured',
      response: { 200: appConfigResponseSchema },
    },
    handler: async () => ({ canSignInWithGoogle: isGoogleSignInConfigured(deps.env) }),
  });
};
