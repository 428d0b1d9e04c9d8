import { paths, type Role } from '@nestly/shared';
import { TextLink } from '../../components/ui';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { GoogleButton } from '../../features/auth/components/google-button';
import { LoginForm } from '../../features/auth/components/login-form';
import { usePageTitle } from '../../lib/use-page-title';

const copy: Record<Role, { title: string; subtitle: string }> = {
  user: { title: 'Welcome back', subtitle: 'Sign in to find and book your next home.' },
  owner: { title: 'Owner sign in', subtitle: 'Manage your properties, bookings and earnings.' },
  admin: { title: 'Admin sign in', subtitle: 'Moderate people and listings across Nestly.' },
};

export default function LoginPage({ role }: { role: Role }) {
  usePageTitle(copy[role].title);
  return (
    <>
      <AuthHeading {...copy[role]} />
      <LoginForm role={role} />
      {role === 'user' && <GoogleButton />}
      {role !== 'admin' && (
        <div className="mt-8 space-y-2 text-center text-sm text-slate-600">
          <p>
            New to Nestly? <TextLink to={paths[role].signup.getHref()}>Sign up</TextLink>
          </p>
          <p>
            {role === 'user' ? 'Own a property? ' : 'Looking for a home? '}
            <TextLink
              to={role === 'user' ? paths.owner.login.getHref() : paths.user.login.getHref()}
            >
              {role === 'user' ? 'Owner sign in' : 'Tenant sign in'}
            </TextLink>
          </p>
        </div>
      )}
    </>
  );
}
