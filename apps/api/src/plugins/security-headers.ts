import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Env } from '../config/env';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The call is authenticated by a cookie (the refresh cookie: refresh, logout). Besides
     * SameSite, its Origin, when sent, must be our own (PUBLIC_URL or the request's own host).
     */
    checkOrigin?: boolean;
  }
}

const HSTS = 'max-age=31536000; includeSubDomains';
const isApi = (url: string) => /^\/api(\/|\?|$)/.test(url) && !url.startsWith('/api/docs');

const ownOrigins = (request: FastifyRequest, env: Env) => {
  const origins = new Set([`${request.protocol}://${request.host}`]);
  if (env.PUBLIC_URL) origins.add(new URL(env.PUBLIC_URL).origin);
  return origins;
};

/**
 * Headers and checks every answer shares (issue 8, production mode):
 * - `Cache-Control: no-store` on API answers that set none: they are personal (every signed-in
 *   call) or change by the second, and must not sit in a shared cache or the back-forward cache.
 * - HSTS only when served over HTTPS (COOKIE_SECURE=true, or a secure request, behind a trusted
 *   proxy included): on plain HTTP it would lock a development host out of HTTP.
 * - A foreign Origin refused (403) on the routes marked `checkOrigin`; a request without Origin
 *   (a same-origin GET may omit it) goes on.
 */
export const registerSecurityHeaders = (app: FastifyInstance, env: Env) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApi(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
    if (env.COOKIE_SECURE || request.protocol === 'https') {
      reply.header('Strict-Transport-Security', HSTS);
    }
    return payload;
  });

  const sameOrigin: onRequestHookHandler = async (request) => {
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (!ownOrigins(request, env).has(origin)) {
      throw new AppError('FORBIDDEN', {
        message: 'This request came from another site and was refused',
      });
    }
  };

  app.addHook('onRoute', (route) => {
    if (!route.config?.checkOrigin) return;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [sameOrigin, ...existing];
  });
};
