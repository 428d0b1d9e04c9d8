import { paths } from '@nestly/shared';
import { TextLink } from '../../components/ui';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { OwnerSignupForm } from '../../features/auth/components/owner-signup-form';
import { usePageTitle } from '../../lib/use-page-title';

export default function OwnerSignupPage() {
  usePageTitle('Become a Nestly owner');
  return (
    <>
      <AuthHeading
        title="Become a Nestly owner"
        subtitle="Sign up with an identity document. After you verify your email, an admin reviews your account."
      />
      <OwnerSignupForm />
      <p className="mt-8 text-center text-sm text-slate-600">
        Already have an account? <TextLink to={paths.owner.login.getHref()}>Sign in</TextLink>
      </p>
    </>
  );
}
