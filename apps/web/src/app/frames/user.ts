import { UserLayout as UserFrame } from '../layouts/user-layout';
import { withQueries } from './signed-in';

/** The user area's frame, loaded on demand (app/frames/lazy). */
export const UserLayout = withQueries(UserFrame);
