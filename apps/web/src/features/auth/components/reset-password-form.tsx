import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { OTP_LENGTH, resetPasswordInputSchema, type SelfServiceRole } from '@nestly/shared';
import { Button, FormField, Input, PasswordInput } from '../../../components/ui';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useForgotPassword } from '../api/forgot-password';
import { useResetPassword } from '../api/reset-password';
import { useResendCountdown } from '../hooks/use-resend-countdown';
import { PASSWORD_HINT } from './signup-fields';
import { ResendCodeButton } from './resend-code-button';
import { toast } from '../../../lib/toast';

/** The web form adds a confirmation the server never sees. */
const resetPasswordFormSchema = resetPasswordInputSchema
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.newPassword === value.confirmPassword, {
    error: 'Passwords do not match',
    path: ['confirmPassword'],
  });

interface ResetPasswordFormProps {
  role: SelfServiceRole;
  email: string | null;
}

export function ResetPasswordForm({ role, email }: ResetPasswordFormProps) {
  const navigate = useNavigate();
  const resetMutation = useResetPassword(role);
  const resendMutation = useForgotPassword(role);
  const resend = useResendCountdown();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    trigger,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { email: email ?? '', otp: '', newPassword: '', confirmPassword: '' },
  });
  const [watchedNewPassword, watchedEmail] = useWatch({ control, name: ['newPassword', 'email'] });

  const onSubmit = handleSubmit(({ email: address, otp, newPassword }) =>
    resetMutation.mutate(
      { email: address, otp, newPassword },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          void navigate(`/${role}/login`);
        },
        onError: (error) => applyFieldErrors(error, setError, ['otp', 'newPassword', 'email']),
      },
    ),
  );

  const onResend = async () => {
    if (!(await trigger('email'))) return;
    resendMutation.mutate(getValues('email').trim(), {
      onSuccess: (result) => {
        toast.success(result.message);
        resend.onSent();
      },
      onError: resend.onFailed,
    });
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
            className="font-mono tracking-[0.4em]"
            {...register('otp')}
          />
        </FormField>
        <FormField label="New password" hint={PASSWORD_HINT} error={errors.newPassword?.message}>
          <PasswordInput
            autoComplete="new-password"
            strength={{ password: watchedNewPassword, userInputs: [watchedEmail] }}
            {...register('newPassword')}
          />
        </FormField>
        <FormField label="Confirm password" error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
        <Button type="submit" size="lg" fullWidth isLoading={resetMutation.isPending}>
          Reset password
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
