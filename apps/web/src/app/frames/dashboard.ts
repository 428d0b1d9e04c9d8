import { DashboardLayout as DashboardFrame } from '../layouts/dashboard-layout';
import { withQueries } from './signed-in';

/** The owner's and the admin's frame, loaded on demand (app/frames/lazy). */
export const DashboardLayout = withQueries(DashboardFrame);
