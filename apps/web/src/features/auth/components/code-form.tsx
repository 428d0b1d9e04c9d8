import type { FormEventHandler, ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { OTP_LENGTH } from '@nestly/shared';
import { FormField, Input } from '../../../components/ui';
import { toast } from '../../../lib/toast';
import { useResendCountdown } from '../hooks/use-resend-countdown';
import { ResendCodeButton } from './resend-code-button';

interface CodeFormProps {
  /** The address from the link; when missing, the person types it. */
  email: string | null;
  codeClassName: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Sends the code again to this (checked) address; a 429's wait restarts the countdown. */
  sendCode: (email: string) => Promise<{ message: string; retryAfterSeconds?: number }>;
  isResending: boolean;
  /** The fields after the code, and the submit button. */
  children: ReactNode;
}

/**
 * A form that takes an emailed code (verifying a sign-up, resetting a password), with the way to
 * have it sent again. It sits inside the form's `FormProvider`, whose values have `email` and `otp`.
 */
export function CodeForm({
  email,
  codeClassName,
  onSubmit,
  sendCode,
  isResending,
  children,
}: CodeFormProps) {
  const {
    register,
    getValues,
    trigger,
    formState: { errors },
  } = useFormContext<{ email: string; otp: string }>();

  const countdown = useResendCountdown();

  const resend = async () => {
    if (!(await trigger('email'))) return;
    try {
      const result = await sendCode(getValues('email').trim());
      toast.success(result.message);
      countdown.onSent(result.retryAfterSeconds);
    } catch (error) {
      countdown.onFailed(error);
    }
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
            className={codeClassName}
            {...register('otp')}
          />
        </FormField>
        {children}
      </form>
      <ResendCodeButton
        secondsLeft={countdown.secondsLeft}
        isPending={isResending}
        onResend={() => void resend()}
      />
    </div>
  );
}
