import { Navigate, useSearchParams } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { Building2 } from 'lucide-react';
import { paths } from '@nestly/shared';
import { Card, EmptyState, LinkButton } from '../../components/ui';
import { OwnerPropertyScreen } from '../../features/properties/components/owner-property-screen';
import { LOGIN_PATH, withRedirect } from '../../lib/role-paths';
import { usePageTitle } from '../../lib/use-page-title';
import { useAuthStore } from '../../stores/auth-store';

/**
 * /propertyDetail?id=…: the spec's public "owner property detail". A signed-in owner sees their
 * own listing read-only. Such a link mostly reaches tenants, so a signed-in user goes straight to
 * the tenant's view of the home, and a visitor to the user sign-in and back to that view (that
 * view needs a user); an admin is pointed to the admin's view.
 */
export default function PropertyDetailPage() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id')?.trim() ?? '';
  const { authType, isSignedIn } = useAuthStore(
    useShallow((state) => ({
      authType: state.authType,
      isSignedIn: state.isAuthenticated && state.user?.status === 'active',
    })),
  );
  usePageTitle('Property');

  if (!id) {
    return (
      <Card>
        <EmptyState
          icon={<Building2 />}
          title="No property chosen"
          description="This link is missing the property it should show."
          action={<LinkButton to={paths.public.landing.getHref()}>Go to Nestly</LinkButton>}
        />
      </Card>
    );
  }

  if (isSignedIn && authType === 'owner') return <OwnerPropertyScreen id={id} readOnly />;

  const tenantView = paths.user.property.getHref(id);
  if (isSignedIn && authType === 'user') return <Navigate to={tenantView} replace />;

  if (isSignedIn && authType === 'admin') {
    return (
      <Card>
        <EmptyState
          icon={<Building2 />}
          title="This page is for the listing's owner"
          description="Review the listing from the admin area."
          action={<LinkButton to={paths.admin.property.getHref(id)}>Open in admin</LinkButton>}
        />
      </Card>
    );
  }

  // A visitor: the tenant's view, through the user sign-in (it links to the owner sign-in too).
  return <Navigate to={withRedirect(LOGIN_PATH.user, tenantView)} replace />;
}
