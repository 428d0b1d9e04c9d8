import { paths } from '@nestly/shared';
import { TextLink } from '../../components/ui';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { GoogleButton } from '../../features/auth/components/google-button';
import { UserSignupForm } from '../../features/auth/components/user-signup-form';
import { usePageTitle } from '../../lib/use-page-title';

export default function UserSignupPage() {
  usePageTitle('Create your account');
  return (
    <>
      <AuthHeading
        title="Create your account"
        subtitle="Find, book and manage your next home in one place."
      />
      <UserSignupForm />
      <GoogleButton />
      <p className="mt-8 text-center text-sm text-slate-600">
        Already have an account? <TextLink to={paths.user.login.getHref()}>Sign in</TextLink>
      </p>
    </>
  );
}
