import { useAuthStore } from '../stores/auth-store';
import { DashboardLayout, UserLayout } from './frames/lazy';
import { lazyPage } from './lazy-page';

const NotFoundPage = lazyPage(() => import('./routes/not-found'));

/**
 * Any other path: the 404 page, inside the signed-in person's own frame (header, bell, menu) so
 * that a mistyped link does not seem to sign them out; a visitor sees it whole.
 */
export function NotFoundRoute() {
  const { isAuthenticated, authType } = useAuthStore();
  if (!isAuthenticated || !authType) return <NotFoundPage />;
  if (authType === 'user') {
    return (
      <UserLayout>
        <NotFoundPage framed />
      </UserLayout>
    );
  }
  return (
    <DashboardLayout area={authType}>
      <NotFoundPage framed />
    </DashboardLayout>
  );
}
