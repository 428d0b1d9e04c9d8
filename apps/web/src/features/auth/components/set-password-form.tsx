import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { passwordLinkInputSchema, paths } from '@nestly/shared';
import { Button, FormField, PasswordInput } from '../../../components/ui';
import { applyFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useSetPasswordWithLink } from '../api/set-password-with-link';
import { PASSWORD_HINT } from './signup-fields';

/** The web form adds a confirmation the server never sees. */
const setPasswordFormSchema = passwordLinkInputSchema
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.newPassword === value.confirmPassword, {
    error: 'Passwords do not match',
    path: ['confirmPassword'],
  });

/** Choosing a password with the token of an operator's one-time link; then to that role's sign-in. */
export function SetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const mutation = useSetPasswordWithLink();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(setPasswordFormSchema),
    defaultValues: { token, newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });

  const onSubmit = handleSubmit(({ newPassword: chosen }) =>
    mutation.mutate(
      { token, newPassword: chosen },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          void navigate(paths[result.role].login.getHref());
        },
        onError: (error) => applyFieldErrors(error, setError, ['newPassword', 'token']),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {errors.token?.message && (
        <p role="alert" className="text-sm text-red-700">
          {errors.token.message}
        </p>
      )}
      <FormField label="New password" hint={PASSWORD_HINT} error={errors.newPassword?.message}>
        <PasswordInput
          autoComplete="new-password"
          strength={{ password: newPassword, userInputs: [] }}
          {...register('newPassword')}
        />
      </FormField>
      <FormField label="Confirm password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <Button type="submit" size="lg" fullWidth isLoading={mutation.isPending}>
        Set password
      </Button>
    </form>
  );
}
