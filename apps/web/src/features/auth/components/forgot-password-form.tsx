import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { paths, emailOnlyInputSchema, type SelfServiceRole } from '@nestly/shared';
import { Button, FormField, Input } from '../../../components/ui';
import { useForgotPassword } from '../api/forgot-password';
import { toast } from '../../../lib/toast';

export function ForgotPasswordForm({ role }: { role: SelfServiceRole }) {
  const navigate = useNavigate();
  const forgotMutation = useForgotPassword(role);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(emailOnlyInputSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(({ email }) =>
    forgotMutation.mutate(email, {
      onSuccess: (result) => {
        toast.success(result.message);
        void navigate(paths[role].confirmPassword.getHref({ email }));
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...register('email')}
        />
      </FormField>
      <Button type="submit" size="lg" fullWidth isLoading={forgotMutation.isPending}>
        Send reset code
      </Button>
    </form>
  );
}
