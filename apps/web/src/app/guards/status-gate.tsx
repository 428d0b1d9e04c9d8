import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router';
import { MESSAGES, type Role } from '@nestly/shared';
import { PageSpinner } from '../../components/ui';
import { checkStatusQueryOptions } from '../../features/auth/api/check-status';
import { revokeSession } from '../../features/auth/hooks/use-logout';
import { BLOCKED_TOAST_ID } from '../../lib/api-client';
import { useDeferredReady } from '../../lib/use-deferred-ready';
import { useAuthStore } from '../../stores/auth-store';
import { toast } from '../../lib/toast';

/**
 * Runs GET /api/{role}/check-status/{id} with a spinner meanwhile. An account that is not active
 * is told "You are currently blocked" and logged out; a failed check logs out too (spec section
 * 8). Either way the cleared session makes RequireAuth send the person to the area's login.
 */
export function StatusGate({ role, userId }: { role: Role; userId: string }) {
  const statusQuery = useQuery(checkStatusQueryOptions(role, userId));
  const { pathname } = useLocation();
  const { refetch } = statusQuery;

  // Every move to another page of the area re-checks the account (the page stays on screen).
  useEffect(() => {
    void refetch();
  }, [pathname, refetch]);
  const { setUser, clearSession } = useAuthStore.getState();
  const isActive = statusQuery.data?.status === 'active';

  useEffect(() => {
    if (statusQuery.data?.status === 'active') setUser(statusQuery.data.user);
  }, [statusQuery.data, setUser]);

  useEffect(() => {
    const isBlocked = statusQuery.data !== undefined && statusQuery.data.status !== 'active';
    if (!isBlocked && !statusQuery.isError) return;
    if (isBlocked) toast.error(MESSAGES.ACCOUNT_BLOCKED, { toastId: BLOCKED_TOAST_ID });
    else console.error('Status check failed', statusQuery.error);
    void revokeSession().finally(clearSession);
  }, [statusQuery.data, statusQuery.isError, statusQuery.error, clearSession]);

  // The area (frame and page) first appears in a render React may pause (lib/use-deferred-ready).
  // A later check's answer changes nothing here while the account is active.
  const isAreaDrawn = useDeferredReady(isActive) && isActive;
  if (!isAreaDrawn) return <PageSpinner label="Checking your account" />;
  return <Outlet />;
}
