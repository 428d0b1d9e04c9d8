import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@nestly/shared';
import { PageSpinner } from '../../components/ui';
import { refreshSession } from '../../lib/api-client';
import { errorMessage } from '../../lib/api-error';
import { usePageTitle } from '../../lib/use-page-title';
import { useAuthStore } from '../../stores/auth-store';
import { toast } from '../../lib/toast';

/**
 * The server sends Google sign-in back here with ?status=success (a refresh cookie is set) or
 * ?status=error&message=…. On success the refresh call yields the user and an access token.
 */
export default function GoogleCallbackPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const hasRun = useRef(false);
  usePageTitle('Signing you in');

  useEffect(() => {
    // Once only: the refresh token rotates on use (and React may run effects twice in development).
    if (hasRun.current) return;
    hasRun.current = true;

    const fail = (message: string) => {
      toast.error(message);
      void navigate(paths.user.login.getHref(), { replace: true });
    };
    if (searchParams.get('status') !== 'success') {
      fail(searchParams.get('message') || 'Google sign-in failed. Please try again.');
      return;
    }
    refreshSession()
      .then((session) => {
        useAuthStore
          .getState()
          .setSession({ user: session.user, token: session.token, authType: 'user' });
        toast.success(session.message);
        void navigate(paths.user.home.getHref(), { replace: true });
      })
      .catch((error: unknown) => fail(errorMessage(error)));
  }, [navigate, searchParams]);

  return <PageSpinner label="Signing you in with Google" />;
}
