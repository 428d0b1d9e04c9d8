import type { FastifyInstance, FastifyReply } from 'fastify';
import * as oidc from 'openid-client';
import { AppError } from '../../lib/app-error';
import type { Env } from '../../config/env';
import type { AppDeps } from '../../app-deps';
import { setDeviceCookie } from './device-cookie';
import { newDeviceId } from './login';
import { clientMeta, setRefreshCookie } from './routes';
import type { AuthService } from './service';

const FLOW_COOKIE = 'google_oidc';
const FLOW_TTL_SECONDS = 10 * 60;
/** Where the web app picks up the result (spec section 2: /auth/google/callback). */
const WEB_CALLBACK = '/auth/google/callback';

interface PendingFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Whether Google sign-in can start: both credentials set (GET /api/config tells the web). */
export const isGoogleSignInConfigured = (
  env: Pick<Env, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET'>,
) => Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);

/**
 * Google sign-in for users: OpenID Connect authorization code flow with state, nonce and PKCE
 * (openid-client). On when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set; GOOGLE_ISSUER lets
 * tests point it at a local mock provider.
 */
export const registerGoogleRoutes = (app: FastifyInstance, deps: AppDeps, auth: AuthService) => {
  const { env } = deps;
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const redirectUri = `${publicUrl.replace(/\/$/, '')}/api/auth/google/callback`;
  let configuration: Promise<oidc.Configuration> | undefined;

  const getConfiguration = () => {
    if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) {
      throw new AppError('SERVICE_UNAVAILABLE', { message: 'Google sign-in is not configured' });
    }
    const issuer = new URL(env.GOOGLE_ISSUER);
    // Plain http is only ever allowed for a provider on this machine (the tests' mock).
    const isLocal =
      issuer.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(issuer.hostname);
    configuration ??= oidc
      .discovery(issuer, env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, undefined, {
        execute: isLocal ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };

  const backToWeb = (reply: FastifyReply, query: Record<string, string>) =>
    reply.redirect(`${WEB_CALLBACK}?${new URLSearchParams(query).toString()}`, 302);

  app.get('/api/auth/google', {
    config: { access: 'public' },
    schema: { tags: ['auth'], summary: 'Start Google sign-in (browser navigation)' },
    handler: async (request, reply) => {
      let config: oidc.Configuration;
      try {
        config = await getConfiguration();
      } catch (error) {
        request.log.warn({ err: error }, 'google sign-in unavailable');
        const message =
          error instanceof AppError ? error.message : 'Google sign-in is unavailable right now';
        return backToWeb(reply, { status: 'error', message });
      }
      const flow: PendingFlow = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const authorizationUrl = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: 'S256',
      });
      // Lax, not Strict: the browser must send it on the top-level redirect back from Google.
      reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), {
        signed: true,
        httpOnly: true,
        sameSite: 'lax',
        secure: env.COOKIE_SECURE,
        path: '/api/auth/google',
        maxAge: FLOW_TTL_SECONDS,
      });
      return reply.redirect(authorizationUrl.href, 302);
    },
  });

  app.get('/api/auth/google/callback', {
    config: { access: 'public' },
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
      try {
        const flow = JSON.parse(unsigned.value) as PendingFlow;
        const config = await getConfiguration();
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        const tokens = await oidc.authorizationCodeGrant(
          config,
          new URL(`${redirectUri}${query}`),
          {
            pkceCodeVerifier: flow.codeVerifier,
            expectedState: flow.state,
            expectedNonce: flow.nonce,
            idTokenExpected: true,
          },
        );
        const claims = tokens.claims();
        if (!claims || typeof claims.email !== 'string') {
          return backToWeb(reply, {
            status: 'error',
            message: 'Google did not share an e-mail address',
          });
        }
        const signedIn = await auth.signInWithGoogle(
          {
            subject: claims.sub,
            email: claims.email,
            emailVerified: claims.email_verified === true,
            name: typeof claims.name === 'string' ? claims.name : '',
          },
          clientMeta(request),
        );
        setRefreshCookie(reply, deps, signedIn);
        setDeviceCookie(reply, deps, signedIn.account, newDeviceId());
        return backToWeb(reply, { status: 'success' });
      } catch (error) {
        if (error instanceof AppError)
          return backToWeb(reply, { status: 'error', message: error.message });
        request.log.warn({ err: error }, 'google sign-in failed');
        return backToWeb(reply, {
          status: 'error',
          message: 'Google sign-in failed. Please try again.',
        });
      }
    },
  });
};
