import * as oidc from 'openid-client';
import { AppError } from '../../lib/app-error';
import type { Env } from '../../config/env';

/** What the browser carries between the start and the callback (in a signed cookie). */
export interface PendingGoogleFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The person Google vouched for. */
export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

/** Whether Google sign-in can start: both credentials set (GET /api/config tells the web). */
export const isGoogleSignInConfigured = (
  env: Pick<Env, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET'>,
) => Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);

/**
 * Google as an OpenID Connect provider: the authorization code flow with state, nonce and PKCE
 * (openid-client), discovered once and again after a failure. GOOGLE_ISSUER lets tests point it at
 * a local mock provider.
 */
export const createGoogleClient = (
  env: Pick<Env, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'GOOGLE_ISSUER'>,
  redirectUri: string,
) => {
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

  return {
    /** Where to send the browser, and the flow it must bring back. */
    start: async (): Promise<{ authorizationUrl: string; flow: PendingGoogleFlow }> => {
      const config = await getConfiguration();
      const flow: PendingGoogleFlow = {
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
      return { authorizationUrl: authorizationUrl.href, flow };
    },

    /** Trades the callback's code for an ID token and reads who it names. */
    finish: async (flow: PendingGoogleFlow, callbackQuery: string): Promise<GoogleIdentity> => {
      const config = await getConfiguration();
      const tokens = await oidc.authorizationCodeGrant(
        config,
        new URL(`${redirectUri}${callbackQuery}`),
        {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        },
      );
      const claims = tokens.claims();
      if (!claims || typeof claims.email !== 'string') {
        throw new AppError('VALIDATION_ERROR', {
          message: 'Google did not share an e-mail address',
        });
      }
      return {
        subject: claims.sub,
        email: claims.email,
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : '',
      };
    },
  };
};
