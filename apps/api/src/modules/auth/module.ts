import { defineModule } from '../../module-kit';
import { createAccessCache } from './access-cache';
import { registerGoogleRoutes } from './google';
import { registerAuthRoutes } from './routes';
import { createAuthService, type AuthenticatedAccount, type AuthService } from './service';

declare module '../../module-kit' {
  interface ModuleApis {
    /** The access check of every guarded route and socket (app.ts asks it for each request). */
    auth: AuthService;
  }
}

/** Sign-up, sign-in, sessions, password reset and Google, under each area's prefix. */
export const authModule = defineModule({
  name: 'auth',
  provides: ['auth'],
  setup: ({ app, deps, provide }) => {
    // Several processes can only keep the access check's answers if Redis tells them of changes.
    const accessCache = createAccessCache<AuthenticatedAccount>({
      redis: deps.redis,
      redisKeyPrefix: deps.env.REDIS_KEY_PREFIX,
      enabled: Boolean(deps.redis) || deps.env.API_WORKERS === 1,
      logger: deps.logger,
    });
    app.addHook('onClose', () => accessCache.close());
    const auth = createAuthService(deps, accessCache);
    provide('auth', auth);
    registerAuthRoutes(app, deps, auth, { prefix: '/api/auth', role: null });
    registerAuthRoutes(app, deps, auth, { prefix: '/api/user', role: 'user' });
    registerAuthRoutes(app, deps, auth, { prefix: '/api/owner', role: 'owner' });
    registerAuthRoutes(app, deps, auth, { prefix: '/api/admin', role: 'admin' });
    registerGoogleRoutes(app, deps, auth);
  },
});
