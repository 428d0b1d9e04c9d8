import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { verifyOtpInputSchema, type SelfServiceRole } from '@nestly/shared';
import { Button } from '../../../components/ui';
import { applyFieldErrors } from '../../../lib/form-errors';
import { HOME_PATH } from '../../../lib/role-paths';
import { useAuthStore } from '../../../stores/auth-store';
import { useResendOtp } from '../api/resend-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { toast } from '../../../lib/toast';
import { CodeForm } from './code-form';

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
  const form = useForm({
    resolver: zodResolver(verifyOtpInputSchema),
    defaultValues: { email: email ?? '', otp: '' },
  });
  const { handleSubmit, setError } = form;

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

  return (
    <FormProvider {...form}>
      <CodeForm
        email={email}
        codeClassName="h-14 text-center font-mono text-2xl tracking-[0.5em]"
        onSubmit={onSubmit}
        isResending={resendMutation.isPending}
        sendCode={(address) => resendMutation.mutateAsync({ email: address, ...registration })}
      >
        <Button type="submit" size="lg" fullWidth isLoading={verifyMutation.isPending}>
          Verify
        </Button>
      </CodeForm>
    </FormProvider>
  );
}
