import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { paths, resetPasswordInputSchema, type SelfServiceRole } from '@nestly/shared';
import { Button, FormField, PasswordInput } from '../../../components/ui';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useForgotPassword } from '../api/forgot-password';
import { useResetPassword } from '../api/reset-password';
import { PASSWORD_HINT } from './signup-fields';
import { toast } from '../../../lib/toast';
import { CodeForm } from './code-form';

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
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { email: email ?? '', otp: '', newPassword: '', confirmPassword: '' },
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const [watchedNewPassword, watchedEmail] = useWatch({ control, name: ['newPassword', 'email'] });

  const onSubmit = handleSubmit(({ email: address, otp, newPassword }) =>
    resetMutation.mutate(
      { email: address, otp, newPassword },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          void navigate(paths[role].login.getHref());
        },
        onError: (error) => applyFieldErrors(error, setError, ['otp', 'newPassword', 'email']),
      },
    ),
  );

  return (
    <FormProvider {...form}>
      <CodeForm
        email={email}
        codeClassName="font-mono tracking-[0.4em]"
        onSubmit={onSubmit}
        isResending={resendMutation.isPending}
        sendCode={resendMutation.mutateAsync}
      >
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
      </CodeForm>
    </FormProvider>
  );
}
