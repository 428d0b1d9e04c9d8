import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { passwordLinkInputSchema, passwordLinkResponseSchema } from '@nestly/shared';
import { errorAnswers } from '../../plugins/error-answers';
import type { createPasswordLinks } from './service';

export const registerPasswordLinkRoutes = (
  app: FastifyInstance,
  links: ReturnType<typeof createPasswordLinks>,
) => {
  app.withTypeProvider<ZodTypeProvider>().post('/api/auth/password-link', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: "Choose a password with an operator's one-time link (npm run admin)",
      body: passwordLinkInputSchema,
      response: { 200: passwordLinkResponseSchema, ...errorAnswers(429) },
    },
    handler: async (request) => {
      const { role } = await links.setPassword(request.body, request.ip);
      return { message: 'Password set. Please sign in with your new password.', role };
    },
  });
};
