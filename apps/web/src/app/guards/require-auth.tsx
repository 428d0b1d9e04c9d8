import { Navigate, useLocation } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import type { Role } from '@nestly/shared';
import {
  HOME_PATH,
  WRONG_ROLE_PATH,
  areaFromPath,
  loginPathForPath,
  withRedirect,
} from '../../lib/role-paths';
import { useAuthStore } from '../../stores/auth-store';
import { StatusGate } from './status-gate';

interface RequireAuthProps {
  role: Role;
}

/**
 * Protected areas (spec section 2): signed in, active and of the right role.
 * - not signed in or not active: the login of the area the path names ("owner", "admin", else user),
 *   with ?redirect= back to the page asked for (a link in an e-mail, a bookmark: issue 29), unless
 *   that is the area's landing, where signing in goes anyway
 * - wrong role: that role's landing (/owner/dashboard, /admin/dashboard, /user/dashboard)
 * - otherwise the account status is checked with the server before the page shows.
 */
export function RequireAuth({ role }: RequireAuthProps) {
  const location = useLocation();
  const { user, authType, isAuthenticated } = useAuthStore(
    useShallow((state) => ({
      user: state.user,
      authType: state.authType,
      isAuthenticated: state.isAuthenticated,
    })),
  );

  if (!isAuthenticated || !user || !authType || user.status !== 'active') {
    const loginPath = loginPathForPath(location.pathname);
    const isAreaLanding = location.pathname === HOME_PATH[areaFromPath(location.pathname)];
    const target = isAreaLanding
      ? loginPath
      : withRedirect(loginPath, location.pathname + location.search + location.hash);
    return <Navigate to={target} replace />;
  }
  if (authType !== role) return <Navigate to={WRONG_ROLE_PATH[authType]} replace />;
  return <StatusGate role={role} userId={user.id} />;
}
