import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { MESSAGES, ROLE_DISPATCH_MESSAGES, type Role } from '@nestly/shared';
import { AppError } from '../lib/app-error';
import { readBearerToken } from '../lib/bearer';
import type { AuthenticatedAccount, AuthService } from '../modules/auth/service';

/**
 * Who may call a route. Every /api route must declare one in `config.access`; the server refuses
 * to start otherwise, so no route is left open by accident.
 * - 'public': anyone.
 * - 'authenticated': any signed-in, active person.
 * - a list of roles: only those.
 */
export type Access = 'public' | 'authenticated' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** A route-specific refusal for the wrong role, e.g. the spec's "Not authenticated as owner". */
    wrongRole?: { code: 'NOT_AUTHENTICATED_AS_OWNER'; message: string };
  }
  interface FastifyRequest {
    account: AuthenticatedAccount | null;
  }
}

const WRONG_ROLE: Record<
  Role,
  {
    code: 'NOT_AUTHORIZED_AS_USER' | 'NOT_AUTHORIZED_AS_OWNER' | 'NOT_AUTHORIZED_AS_ADMIN';
    message: string;
  }
> = {
  user: { code: 'NOT_AUTHORIZED_AS_USER', message: MESSAGES.NOT_AUTHORIZED_AS_USER },
  owner: { code: 'NOT_AUTHORIZED_AS_OWNER', message: MESSAGES.NOT_AUTHORIZED_AS_OWNER },
  admin: { code: 'NOT_AUTHORIZED_AS_ADMIN', message: MESSAGES.NOT_AUTHORIZED_AS_ADMIN },
};

const readBearer = (request: FastifyRequest) => readBearerToken(request.headers.authorization);

/** The signed-in account of a guarded route's request. */
export const requireAccount = (request: FastifyRequest): AuthenticatedAccount => {
  if (!request.account)
    throw new AppError('NOT_AUTHENTICATED', { message: MESSAGES.NOT_AUTHENTICATED });
  return request.account;
};

/** The caller must be the person `id` names (own profile, own wallet…); admins are not exempt. */
export const requireSelf = (request: FastifyRequest, id: string): AuthenticatedAccount => {
  const account = requireAccount(request);
  if (account.id !== id) {
    throw new AppError('FORBIDDEN', { message: 'You can only access your own account' });
  }
  return account;
};

export const registerAccessControl = (
  app: FastifyInstance,
  auth: Pick<AuthService, 'authenticateAccessToken'>,
) => {
  app.decorateRequest('account', null);

  const authenticate = (
    roles: readonly Role[] | null,
    wrongRole?: { code: 'NOT_AUTHENTICATED_AS_OWNER'; message: string },
  ): onRequestHookHandler =>
    async function guard(request) {
      const token = readBearer(request);
      if (!token) {
        // Spec section 8: credentials of another kind ("Basic …", a bare token) are an invalid
        // authentication type, not a missing one.
        const isOtherScheme = Boolean(request.headers.authorization?.trim());
        throw new AppError('NOT_AUTHENTICATED', {
          message: isOtherScheme
            ? ROLE_DISPATCH_MESSAGES.INVALID_AUTHENTICATION_TYPE
            : MESSAGES.NOT_AUTHENTICATED,
        });
      }
      const account = await auth.authenticateAccessToken(token);
      request.account = account;
      if (roles && !roles.includes(account.role)) {
        if (wrongRole) throw new AppError(wrongRole.code, { message: wrongRole.message });
        // With one role allowed, say which (the spec's "Not authorized as owner" and friends);
        // an area shared by several roles answers the spec's role dispatch, "Unauthorized role".
        if (roles.length !== 1) {
          throw new AppError('FORBIDDEN', { message: ROLE_DISPATCH_MESSAGES.UNAUTHORIZED_ROLE });
        }
        const { code, message } = WRONG_ROLE[roles[0]!];
        throw new AppError(code, { message });
      }
    };

  app.addHook('onRoute', (route) => {
    // Everything under /api declares its access; the generated docs pages are public by nature.
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
    if (access === 'public') return;
    const guard = authenticate(access === 'authenticated' ? null : access, route.config?.wrongRole);
    // onRequest: who is calling is settled before the body is even read, so a stranger or the
    // wrong role gets 401/403 (never a 400 that describes the route's fields), and no upload is
    // parsed for nobody.
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [guard, ...existing];
  });
};
