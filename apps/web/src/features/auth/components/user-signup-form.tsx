import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH, signupFieldsSchema } from '@nestly/shared';
import { Button, FormField, Input, PasswordInput } from '../../../components/ui';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useSignupUser } from '../api/signup-user';
import { verifyOtpPath } from '../lib/verify-otp-path';
import { toast } from '../../../lib/toast';

/** NIST 800-63B: length, not composition (docs/decisions/011-passwords.md). */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one.`;

export function UserSignupForm() {
  const navigate = useNavigate();
  const signupMutation = useSignupUser();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(signupFieldsSchema),
    defaultValues: { name: '', email: '', password: '', phone: '' },
  });
  const [watchedPassword, watchedName, watchedEmail] = useWatch({
    control,
    name: ['password', 'name', 'email'],
  });

  const onSubmit = handleSubmit((fields) =>
    signupMutation.mutate(fields, {
      onSuccess: (result) => {
        toast.success(result.message);
        void navigate(verifyOtpPath('user', result));
      },
      onError: (error) => applyFieldErrors(error, setError, ['name', 'email', 'password', 'phone']),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField label="Name" error={errors.name?.message}>
        <Input autoComplete="name" placeholder="Your full name" {...register('name')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...register('email')}
        />
      </FormField>
      <FormField
        label="Phone"
        hint="Optional. A 10-digit Indian mobile number."
        error={errors.phone?.message}
      >
        <Input type="tel" autoComplete="tel" placeholder="98765 43210" {...register('phone')} />
      </FormField>
      <FormField label="Password" hint={PASSWORD_HINT} error={errors.password?.message}>
        <PasswordInput
          autoComplete="new-password"
          strength={{ password: watchedPassword, userInputs: [watchedName, watchedEmail] }}
          {...register('password')}
        />
      </FormField>
      <Button type="submit" size="lg" fullWidth isLoading={signupMutation.isPending}>
        Create account
      </Button>
    </form>
  );
}
