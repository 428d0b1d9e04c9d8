import { RequireAuth as RequireAuthGuard } from '../guards/require-auth';
import { withQueries } from './signed-in';

/** The signed-in areas' guard, loaded on demand (app/frames/lazy). */
export const RequireAuth = withQueries(RequireAuthGuard);
