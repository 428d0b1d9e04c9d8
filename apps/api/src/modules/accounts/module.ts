import { defineModule } from '../../module-kit';
import { registerAdminAccountRoutes } from './admin-routes';
import { registerAccountRoutes } from './routes';
import { createAccountsService } from './service';

/** Profiles, passwords and documents of every role; the admin's moderation of accounts. */
export const accountsModule = defineModule({
  name: 'accounts',
  needs: ['notifications'],
  setup: ({ app, deps, use }) => {
    const accounts = createAccountsService({ ...deps, notifications: use('notifications') });
    for (const role of ['user', 'owner', 'admin'] as const) {
      registerAccountRoutes(app, accounts, { prefix: `/api/${role}`, role });
    }
    registerAdminAccountRoutes(app, accounts);
  },
});
