import { defineModule } from '../../module-kit';
import { registerReviewRoutes } from './routes';
import { createReviewsService } from './service';

/** A tenant's review of a finished stay, and a home's reviews for everyone. */
export const reviewsModule = defineModule({
  name: 'reviews',
  setup: ({ app, deps }) => registerReviewRoutes(app, createReviewsService(deps)),
});
