import { useSearchParams } from 'react-router';
import { paths, type SelfServiceRole } from '@nestly/shared';
import { TextLink } from '../../components/ui';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { usePageTitle } from '../../lib/use-page-title';

export default function ConfirmPasswordPage({ role }: { role: SelfServiceRole }) {
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email');
  usePageTitle('Set a new password');
  return (
    <>
      <AuthHeading
        title="Set a new password"
        subtitle={
          email ? (
            <>
              Enter the code we sent to{' '}
              <strong className="font-semibold text-slate-900">{email}</strong> and choose a new
              password.
            </>
          ) : (
            'Enter your email, the code we sent you and a new password.'
          )
        }
      />
      <ResetPasswordForm key={email} role={role} email={email} />
      <p className="mt-8 text-center text-sm text-slate-600">
        <TextLink to={paths[role].login.getHref()}>Back to sign in</TextLink>
      </p>
    </>
  );
}
