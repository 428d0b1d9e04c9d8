import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { signupFieldsSchema } from '@nestly/shared';
import { Button } from '../../../components/ui';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useSignupUser } from '../api/signup-user';
import { verifyOtpPath } from '../lib/verify-otp-path';
import { toast } from '../../../lib/toast';
import { SignupFields } from './signup-fields';

export function UserSignupForm() {
  const navigate = useNavigate();
  const signupMutation = useSignupUser();
  const form = useForm({
    resolver: zodResolver(signupFieldsSchema),
    defaultValues: { name: '', email: '', password: '', phone: '' },
  });
  const { handleSubmit, setError } = form;

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
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <SignupFields phoneHint="Optional. A 10-digit Indian mobile number." />
        <Button type="submit" size="lg" fullWidth isLoading={signupMutation.isPending}>
          Create account
        </Button>
      </form>
    </FormProvider>
  );
}
