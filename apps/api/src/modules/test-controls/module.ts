import { defineModule } from '../../module-kit';
import { registerTestControlRoutes } from './routes';

/**
 * The end-to-end server's clock control. Mounted everywhere, it registers its route only when
 * buildApp made a movable clock (NESTLY_TEST_CONTROLS=true without a clock handed in).
 */
export const testControlsModule = defineModule({
  name: 'test-controls',
  setup: ({ app, deps }) => {
    if (deps.testClock) registerTestControlRoutes(app, deps.testClock, deps.jobs);
  },
});
