import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useSearchParams } from 'react-router';
import { paths, loginInputSchema, type Role } from '@nestly/shared';
import { Button, FormField, Input, PasswordInput, TextLink } from '../../../components/ui';
import { isApiError } from '../../../lib/api-error';
import { notifyError } from '../../../lib/notify-error';
import { HOME_PATH, safeRedirect } from '../../../lib/role-paths';
import { useAuthStore } from '../../../stores/auth-store';
import { useLogin } from '../api/login';
import { toast } from '../../../lib/toast';

/** Sign-in for any role. Honours ?redirect= (same-origin paths only). */
export function LoginForm({ role }: { role: Role }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const setSession = useAuthStore((state) => state.setSession);
  const loginMutation = useLogin(role);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(({ email, password }) =>
    loginMutation.mutate(
      { email, password },
      {
        onSuccess: (session) => {
          const target = safeRedirect(searchParams.get('redirect')) ?? HOME_PATH[role];
          setSession({ user: session.user, token: session.token, authType: role });
          toast.success(session.message);
          void navigate(target, { replace: true });
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'ACCOUNT_NOT_VERIFIED' && role !== 'admin') {
            // The server e-mailed a fresh code: go and enter it.
            toast.info(error.message);
            void navigate(paths[role].verifyOtp.getHref({ email }));
            return;
          }
          // A blocked account is toasted by the api-client.
          if (isApiError(error) && error.code === 'ACCOUNT_BLOCKED') return;
          notifyError(error);
        },
      },
    ),
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
      <FormField label="Password" error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...register('password')} />
      </FormField>
      {/* After the password in the page's order, so Tab goes Email, Password, then this link. */}
      {role !== 'admin' && (
        <p className="-mt-3 text-right">
          <TextLink to={paths[role].forgotPassword.getHref()} className="text-sm font-medium">
            Forgot password?
          </TextLink>
        </p>
      )}
      <Button type="submit" size="lg" fullWidth isLoading={loginMutation.isPending}>
        Sign in
      </Button>
    </form>
  );
}
