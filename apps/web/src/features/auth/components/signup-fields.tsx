import { useFormContext, useWatch } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH, type SignupFields as SignupFieldValues } from '@nestly/shared';
import { FormField, Input, PasswordInput } from '../../../components/ui';

/** NIST 800-63B: length, not composition (docs/decisions/011-passwords.md). */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one.`;

/**
 * Name, email, phone and password: what every sign-up asks, the same way, inside the form's
 * `FormProvider`. Whether the phone is optional (users) or required (owners) is the hint's to say.
 */
export function SignupFields({ phoneHint }: { phoneHint: string }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<SignupFieldValues>();
  // The strength meter marks a password made of the person's own name or email as weak.
  const [watchedPassword, watchedName, watchedEmail] = useWatch({
    control,
    name: ['password', 'name', 'email'],
  });
  return (
    <>
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
      <FormField label="Phone" hint={phoneHint} error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" placeholder="98765 43210" {...register('phone')} />
      </FormField>
      <FormField label="Password" hint={PASSWORD_HINT} error={errors.password?.message}>
        <PasswordInput
          autoComplete="new-password"
          strength={{ password: watchedPassword, userInputs: [watchedName, watchedEmail] }}
          {...register('password')}
        />
      </FormField>
    </>
  );
}
