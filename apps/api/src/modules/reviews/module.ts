import { defineModule } from '../../module-kit';
import { registerReviewRoutes } from './routes';
import { createReviewsService } from './service';

/** A tenant's review of a finished stay, and a home's reviews for everyone. */
export const reviewsModule = defineModule({
  name: 'reviews',
  needs: ['notifications'],
  setup: ({ app, deps, use }) =>
    registerReviewRoutes(
      app,
      createReviewsService({ ...deps, notifications: use('notifications') }),
    ),
});
