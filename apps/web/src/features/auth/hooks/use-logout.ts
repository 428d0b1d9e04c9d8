import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { MESSAGES } from '@nestly/shared';
import { useAuthStore } from '../../../stores/auth-store';
import { logout } from '../api/logout';

/** Tells the server, logging (only) a failure: the session ends on this device regardless. */
export const revokeSession = async (): Promise<void> => {
  const { authType } = useAuthStore.getState();
  if (!authType) return;
  try {
    await logout(authType);
  } catch (error) {
    console.error('Logout call failed', error);
  }
};

/**
 * Logout (spec section 4): clear the session (store, stored token, auth type), go to /, and
 * toast "Logged out successfully!". Navigating first keeps the area's guard from sending the
 * person to its login page on the way out.
 */
export const useLogout = () => {
  const navigate = useNavigate();
  return useCallback(async () => {
    await revokeSession();
    await navigate('/');
    useAuthStore.getState().clearSession();
    toast.success(MESSAGES.LOGGED_OUT);
  }, [navigate]);
};
