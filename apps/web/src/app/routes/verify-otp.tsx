import { useSearchParams } from 'react-router';
import { paths, OTP_TTL_MINUTES, type SelfServiceRole } from '@nestly/shared';
import { TextLink } from '../../components/ui';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { VerifyOtpForm } from '../../features/auth/components/verify-otp-form';
import { usePageTitle } from '../../lib/use-page-title';

export default function VerifyOtpPage({ role }: { role: SelfServiceRole }) {
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email');
  const registrationId = searchParams.get('registration');
  usePageTitle('Verify your email');
  return (
    <>
      <AuthHeading
        title="Verify your email"
        subtitle={
          email ? (
            <>
              We sent a 6-digit code to{' '}
              <strong className="font-semibold text-slate-900">{email}</strong>. It expires in{' '}
              {OTP_TTL_MINUTES} minutes.
            </>
          ) : (
            `Enter your email and the 6-digit code we sent you. It expires in ${OTP_TTL_MINUTES} minutes.`
          )
        }
      />
      <VerifyOtpForm key={email} role={role} email={email} registrationId={registrationId} />
      <p className="mt-8 text-center text-sm text-slate-600">
        <TextLink to={paths[role].login.getHref()}>Back to sign in</TextLink>
      </p>
    </>
  );
}
