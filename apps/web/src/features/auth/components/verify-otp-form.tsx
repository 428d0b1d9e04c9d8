import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { OTP_LENGTH, verifyOtpInputSchema, type SelfServiceRole } from '@nestly/shared';
import { Button, FormField, Input } from '../../../components/ui';
import { applyFieldErrors } from '../../../lib/form-errors';
import { HOME_PATH } from '../../../lib/role-paths';
import { useAuthStore } from '../../../stores/auth-store';
import { useResendOtp } from '../api/resend-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { useResendCountdown } from '../hooks/use-resend-countdown';
import { ResendCodeButton } from './resend-code-button';
import { toast } from '../../../lib/toast';

interface VerifyOtpFormProps {
  role: SelfServiceRole;
  /** From ?email=; when missing, the person types it. */
  email: string | null;
  /** From ?registration=: the sign-up this browser made, so only its code is accepted. */
  registrationId?: string | null;
}

export function VerifyOtpForm({ role, email, registrationId }: VerifyOtpFormProps) {
  const navigate = useNavigate();
  const setSession = useAuthStore((state) => state.setSession);
  const registration = registrationId ? { registrationId } : {};
  const verifyMutation = useVerifyOtp(role);
  const resendMutation = useResendOtp(role);
  const resend = useResendCountdown();
  const {
    register,
    handleSubmit,
    getValues,
    trigger,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(verifyOtpInputSchema),
    defaultValues: { email: email ?? '', otp: '' },
  });

  const onSubmit = handleSubmit((input) =>
    verifyMutation.mutate(
      { ...input, ...registration },
      {
        onSuccess: (session) => {
          // Signed in at once (owners land on their pending-approval dashboard); the red toasts of
          // earlier wrong tries are stale now.
          setSession({ user: session.user, token: session.token, authType: role });
          toast.dismiss();
          toast.success(session.message);
          void navigate(HOME_PATH[role], { replace: true });
        },
        onError: (error) => applyFieldErrors(error, setError, ['otp', 'email']),
      },
    ),
  );

  const onResend = async () => {
    if (!(await trigger('email'))) return;
    resendMutation.mutate(
      { email: getValues('email').trim(), ...registration },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          resend.onSent(result.retryAfterSeconds);
        },
        onError: resend.onFailed,
      },
    );
  };

  return (
    <div className="space-y-6">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {!email && (
          <FormField label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
        )}
        <FormField label="Code" error={errors.otp?.message}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            placeholder="••••••"
            className="h-14 text-center font-mono text-2xl tracking-[0.5em]"
            {...register('otp')}
          />
        </FormField>
        <Button type="submit" size="lg" fullWidth isLoading={verifyMutation.isPending}>
          Verify
        </Button>
      </form>
      <ResendCodeButton
        secondsLeft={resend.secondsLeft}
        isPending={resendMutation.isPending}
        onResend={() => void onResend()}
      />
    </div>
  );
}
