import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../app-deps';
import { setDeviceCookie } from './device-cookie';
import { createGoogleClient, type PendingGoogleFlow } from './google-client';
import { newDeviceId } from './login';
import { clientMeta, setRefreshCookie } from './routes';
import type { AuthService } from './service';

export { isGoogleSignInConfigured } from './google-client';

const FLOW_COOKIE = 'google_oidc';
const FLOW_TTL_SECONDS = 10 * 60;
/** Where the web app picks up the result (spec section 2: /auth/google/callback). */
const WEB_CALLBACK = '/auth/google/callback';

/**
 * Google sign-in for users, as browser navigations: the start sends the browser to Google with
 * the flow in a signed cookie; the callback signs the person in and returns to the web app, which
 * shows the outcome. On when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set.
 */
export const registerGoogleRoutes = (app: FastifyInstance, deps: AppDeps, auth: AuthService) => {
  const { env } = deps;
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const google = createGoogleClient(
    env,
    `${publicUrl.replace(/\/$/, '')}/api/auth/google/callback`,
  );

  const backToWeb = (reply: FastifyReply, query: Record<string, string>) =>
    reply.redirect(`${WEB_CALLBACK}?${new URLSearchParams(query).toString()}`, 302);

  app.get('/api/auth/google', {
    config: {
      access: 'public',
      documentedAnswer: {
        status: 302,
        description: "To Google's sign-in (or back to the web app)",
      },
    },
    schema: { tags: ['auth'], summary: 'Start Google sign-in (browser navigation)' },
    handler: async (request, reply) => {
      let started: Awaited<ReturnType<typeof google.start>>;
      try {
        started = await google.start();
      } catch (error) {
        request.log.warn({ err: error }, 'google sign-in unavailable');
        const message =
          error instanceof AppError ? error.message : 'Google sign-in is unavailable right now';
        return backToWeb(reply, { status: 'error', message });
      }
      // Lax, not Strict: the browser must send it on the top-level redirect back from Google.
      reply.setCookie(FLOW_COOKIE, JSON.stringify(started.flow), {
        signed: true,
        httpOnly: true,
        sameSite: 'lax',
        secure: env.COOKIE_SECURE,
        path: '/api/auth/google',
        maxAge: FLOW_TTL_SECONDS,
      });
      return reply.redirect(started.authorizationUrl, 302);
    },
  });

  app.get('/api/auth/google/callback', {
    config: {
      access: 'public',
      documentedAnswer: {
        status: 302,
        description: 'Back to the web app, signed in or with why not',
      },
    },
    schema: {
      tags: ['auth'],
      summary: 'Google redirects here; signs the user in and returns to the web app',
    },
    handler: async (request, reply) => {
      reply.clearCookie(FLOW_COOKIE, { path: '/api/auth/google' });
      const raw = request.cookies[FLOW_COOKIE];
      const unsigned = raw ? request.unsignCookie(raw) : null;
      if (!unsigned?.valid || !unsigned.value) {
        return backToWeb(reply, {
          status: 'error',
          message: 'Your Google sign-in expired. Please try again.',
        });
      }
      // A redirect is the only answer a browser navigation can show: every failure becomes one.
      try {
        const flow = JSON.parse(unsigned.value) as PendingGoogleFlow;
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        const identity = await google.finish(flow, query);
        const signedIn = await auth.signInWithGoogle(identity, clientMeta(request));
        setRefreshCookie(reply, deps, signedIn);
        setDeviceCookie(reply, deps, signedIn.account, newDeviceId());
        return backToWeb(reply, { status: 'success' });
      } catch (error) {
        if (error instanceof AppError) {
          return backToWeb(reply, { status: 'error', message: error.message });
        }
        request.log.warn({ err: error }, 'google sign-in failed');
        return backToWeb(reply, {
          status: 'error',
          message: 'Google sign-in failed. Please try again.',
        });
      }
    },
  });
};
