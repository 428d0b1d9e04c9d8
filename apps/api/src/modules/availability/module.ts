import { defineModule } from '../../module-kit';
import { registerAvailabilityRoutes } from './routes';
import { createAvailabilityService } from './service';

/** A home's taken days for tenants, and the owner's own date blocks. */
export const availabilityModule = defineModule({
  name: 'availability',
  setup: ({ app, deps }) => registerAvailabilityRoutes(app, createAvailabilityService(deps)),
});
