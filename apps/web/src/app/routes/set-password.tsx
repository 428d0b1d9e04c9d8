import { useLocation } from 'react-router';
import { paths } from '@nestly/shared';
import { TextLink } from '../../components/ui';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { SetPasswordForm } from '../../features/auth/components/set-password-form';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * Where an operator's one-time link leads (`npm run admin -- create-admin | reset-password`). The
 * token travels in the fragment, which no server sees or logs.
 */
export default function SetPasswordPage() {
  const token = useLocation().hash.replace(/^#/, '');
  usePageTitle('Choose your password');
  return (
    <>
      <AuthHeading
        title="Choose your password"
        subtitle={
          token
            ? 'This link works once, for an hour. Choose the password you will sign in with.'
            : 'This page opens from the one-time link an administrator gave you. Open the whole link.'
        }
      />
      {token && <SetPasswordForm token={token} />}
      <p className="mt-8 text-center text-sm text-slate-600">
        <TextLink to={paths.public.landing.getHref()}>Back to Nestly</TextLink>
      </p>
    </>
  );
}
