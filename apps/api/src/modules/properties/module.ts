import { defineModule } from '../../module-kit';
import { registerPropertyRoutes } from './routes';
import { createPropertiesService } from './service';

/** Listings: the owner's homes and photos, the admin's moderation, and the tenant's search. */
export const propertiesModule = defineModule({
  name: 'properties',
  needs: ['subscriptions', 'searchDemand', 'chat', 'notifications'],
  setup: ({ app, deps, use }) => {
    const searchDemand = use('searchDemand');
    const properties = createPropertiesService(
      { ...deps, notifications: use('notifications') },
      use('subscriptions'),
      searchDemand.record,
    );
    registerPropertyRoutes(app, properties, use('chat').replyTime);
  },
});
