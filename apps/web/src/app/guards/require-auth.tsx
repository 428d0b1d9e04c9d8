import { Navigate, useLocation } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import type { Role } from '@nestly/shared';
import { WRONG_ROLE_PATH, loginPathForPath, withRedirect } from '../../lib/role-paths';
import { useAuthStore } from '../../stores/auth-store';
import { StatusGate } from './status-gate';

interface RequireAuthProps {
  role: Role;
  /** Send a signed-out visitor to the login with ?redirect= back here (used by checkout). */
  redirectBack?: boolean;
}

/**
 * Protected areas (spec section 2): signed in, active and of the right role.
 * - not signed in or not active: the login of the area the path names ("owner", "admin", else user)
 * - wrong role: that role's landing (/owner/dashboard, /admin/dashboard, /user/dashboard)
 * - otherwise the account status is checked with the server before the page shows.
 */
export function RequireAuth({ role, redirectBack = false }: RequireAuthProps) {
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
    const target = redirectBack
      ? withRedirect(loginPath, location.pathname + location.search)
      : loginPath;
    return <Navigate to={target} replace />;
  }
  if (authType !== role) return <Navigate to={WRONG_ROLE_PATH[authType]} replace />;
  return <StatusGate role={role} userId={user.id} />;
}
