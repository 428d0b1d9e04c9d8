import { Navigate, Outlet, useSearchParams } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { HOME_PATH, safeRedirect } from '../../lib/role-paths';
import { useAuthStore } from '../../stores/auth-store';

/**
 * Login, signup, code and reset pages are for signed-out people. Signed-in people go to their
 * landing (/owner/dashboard, /admin/dashboard, /user/home) or to a same-origin ?redirect=.
 */
export function PublicOnly() {
  const [searchParams] = useSearchParams();
  const { isAuthenticated, authType } = useAuthStore(
    useShallow((state) => ({ isAuthenticated: state.isAuthenticated, authType: state.authType })),
  );
  if (isAuthenticated && authType) {
    const target = safeRedirect(searchParams.get('redirect')) ?? HOME_PATH[authType];
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}
