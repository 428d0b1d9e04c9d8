import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES, paths } from '@nestly/shared';
import { useAuthStore } from '../../../stores/auth-store';
import { toast } from '../../../lib/toast';

/**
 * Tells the server, logging (only) a failure: the session ends on this device regardless. The
 * call's code (and axios with it) loads here, not with the page: the landing page offers Logout
 * but must not carry the api-client (issue 12, bundle budget).
 */
export const revokeSession = async (authType = useAuthStore.getState().authType): Promise<void> => {
  if (!authType) return;
  try {
    const { logout } = await import('../api/logout');
    await logout(authType);
  } catch (error) {
    console.error('Logout call failed', error);
  }
};

/**
 * Logout (spec section 4): go to /, clear the session (store, stored token, auth type), toast
 * "Logged out successfully!", and tell the server. The order matters: leaving the guarded area
 * first keeps its guard from sending the person to a login page, and the server is told last so
 * no request of the page being left can fail its refresh and log out "the hard way" meanwhile.
 */
export const useLogout = () => {
  const navigate = useNavigate();
  return useCallback(async () => {
    const { authType, clearSession } = useAuthStore.getState();
    // flushSync: the landing page must be committed before the session is cleared, or the guard
    // of the page being left re-renders first and sends the person to a login page.
    await navigate(paths.public.landing.getHref(), { flushSync: true });
    clearSession();
    toast.success(MESSAGES.LOGGED_OUT);
    await revokeSession(authType);
  }, [navigate]);
};
