import { useLocation, useSearchParams } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { Building2, LogIn } from 'lucide-react';
import { Card, EmptyState, LinkButton } from '../../components/ui';
import { OwnerPropertyScreen } from '../../features/properties/components/owner-property-screen';
import { LOGIN_PATH, withRedirect } from '../../lib/role-paths';
import { usePageTitle } from '../../lib/use-page-title';
import { useAuthStore } from '../../stores/auth-store';

/**
 * /propertyDetail?id=…: the spec's public "owner property detail". A signed-in owner sees their
 * own listing read-only; anyone else is invited to sign in as its owner (or, signed in as a
 * tenant or admin, pointed to their own view of the listing).
 */
export default function PropertyDetailPage() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
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
          action={<LinkButton to="/">Go to Nestly</LinkButton>}
        />
      </Card>
    );
  }

  if (isSignedIn && authType === 'owner') return <OwnerPropertyScreen id={id} readOnly />;

  if (isSignedIn && authType === 'user') {
    return (
      <Card>
        <EmptyState
          icon={<Building2 />}
          title="This page is for the listing's owner"
          description="You can see the home as a tenant, if it is listed."
          action={<LinkButton to={`/user/property/${id}`}>See this home</LinkButton>}
        />
      </Card>
    );
  }

  if (isSignedIn && authType === 'admin') {
    return (
      <Card>
        <EmptyState
          icon={<Building2 />}
          title="This page is for the listing's owner"
          description="Review the listing from the admin area."
          action={<LinkButton to={`/admin/properties/${id}`}>Open in admin</LinkButton>}
        />
      </Card>
    );
  }

  return (
    <Card className="mx-auto max-w-lg">
      <EmptyState
        icon={<LogIn />}
        title="Sign in to see this property"
        description="Property details here are for the owner who listed it. Sign in with your owner account to continue."
        action={
          <LinkButton
            to={withRedirect(LOGIN_PATH.owner, location.pathname + location.search)}
            icon={<LogIn className="size-4" aria-hidden />}
          >
            Sign in as owner
          </LinkButton>
        }
      />
    </Card>
  );
}
