import { useForm, useWatch } from 'react-hook-form';
import { KeyRound } from 'lucide-react';
import { PASSWORD_MIN_LENGTH, type Account, type SelfServiceRole } from '@nestly/shared';
import {
  Alert,
  Button,
  Card,
  CardBody,
  CardHeader,
  FormField,
  PasswordInput,
} from '../../../components/ui';
import { applyFieldErrors } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { exportOf } from '../../../lib/load-once';
import { useChangePassword } from '../api/change-password';
import { profileSchemas } from '../api/load-schemas';
import { toast } from '../../../lib/toast';

const changePasswordResolver = lazyZodResolver(
  exportOf(profileSchemas, 'changePasswordFormSchema'),
);

/** Hidden for accounts without a password (Google sign-in): there is nothing to change. */
export function ChangePasswordForm({ role, user }: { role: SelfServiceRole; user: Account }) {
  const changeMutation = useChangePassword(role, user.id);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({
    resolver: changePasswordResolver,
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const [watchedNewPassword] = useWatch({ control, name: ['newPassword'] });

  const onSubmit = handleSubmit(({ oldPassword, newPassword }) =>
    changeMutation.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          reset();
        },
        onError: (error) => applyFieldErrors(error, setError, ['oldPassword', 'newPassword']),
      },
    ),
  );

  return (
    <Card>
      <CardHeader title="Password" description="Change the password you sign in with." />
      <CardBody>
        {user.hasPassword ? (
          <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
            <FormField
              label="Current password"
              error={errors.oldPassword?.message}
              className="sm:col-span-2"
            >
              <PasswordInput autoComplete="current-password" {...register('oldPassword')} />
            </FormField>
            <FormField
              label="New password"
              hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one.`}
              error={errors.newPassword?.message}
            >
              <PasswordInput
                autoComplete="new-password"
                strength={{ password: watchedNewPassword, userInputs: [user.name, user.email] }}
                {...register('newPassword')}
              />
            </FormField>
            <FormField label="Confirm password" error={errors.confirmPassword?.message}>
              <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
            </FormField>
            <div className="flex justify-end sm:col-span-2">
              <Button
                type="submit"
                isLoading={changeMutation.isPending}
                icon={<KeyRound className="size-4" aria-hidden />}
              >
                Change password
              </Button>
            </div>
          </form>
        ) : (
          <Alert tone="info" title="You sign in with Google">
            Your account has no password, so there is nothing to change here.
          </Alert>
        )}
      </CardBody>
    </Card>
  );
}
