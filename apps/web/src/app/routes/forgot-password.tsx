import { paths, type SelfServiceRole } from '@nestly/shared';
import { TextLink } from '../../components/ui';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { usePageTitle } from '../../lib/use-page-title';

export default function ForgotPasswordPage({ role }: { role: SelfServiceRole }) {
  usePageTitle('Forgot password');
  return (
    <>
      <AuthHeading
        title="Forgot your password?"
        subtitle="Enter your account's email and we will send you a code to set a new one."
      />
      <ForgotPasswordForm role={role} />
      <p className="mt-8 text-center text-sm text-slate-600">
        Remembered it? <TextLink to={paths[role].login.getHref()}>Back to sign in</TextLink>
      </p>
    </>
  );
}
