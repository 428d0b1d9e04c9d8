import { useForm } from 'react-hook-form';
import type { Account, SelfServiceRole } from '@nestly/shared';
import { Button, Card, CardBody, CardHeader, FormField, Input } from '../../../components/ui';
import { applyFieldErrors } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { exportOf } from '../../../lib/load-once';
import { profileSchemas } from '../api/load-schemas';
import { useUpdateProfile } from '../api/update-profile';
import { toast } from '../../../lib/toast';

const editProfileResolver = lazyZodResolver(exportOf(profileSchemas, 'editProfileFormSchema'));

/** `+919876543210` is edited as `9876543210`. */
const localPhone = (phone: string | null) => (phone ?? '').replace(/^\+91/, '');

export function EditProfileForm({
  role,
  user,
}: {
  role: SelfServiceRole;
  user: Account & { pan?: string | null };
}) {
  const isOwner = role === 'owner';
  const formValues = (person: Account & { pan?: string | null }) => ({
    name: person.name,
    phone: localPhone(person.phone),
    ...(isOwner ? { pan: person.pan ?? '' } : {}),
  });
  const updateMutation = useUpdateProfile(role, user.id);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm({
    resolver: editProfileResolver,
    values: formValues(user),
  });

  const onSubmit = handleSubmit(({ name, phone, pan }) =>
    updateMutation.mutate(
      { data: { name, phone: phone ?? null, ...(isOwner ? { pan: pan ?? null } : {}) } },
      {
        onSuccess: ({ user: updated }) => {
          toast.success('Profile updated');
          reset(formValues(updated));
        },
        onError: (error) => applyFieldErrors(error, setError, ['name', 'phone', 'pan']),
      },
    ),
  );

  return (
    <Card>
      <CardHeader
        title="Personal details"
        description="Your name and phone number as others see them."
      />
      <CardBody>
        <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
          <FormField label="Name" error={errors.name?.message}>
            <Input autoComplete="name" {...register('name')} />
          </FormField>
          <FormField label="Phone" hint="Leave empty to remove it." error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" placeholder="98765 43210" {...register('phone')} />
          </FormField>
          {isOwner && (
            <FormField
              label="PAN (optional)"
              hint="Printed on your tenants' rent receipts: they need it to claim HRA on rent above ₹1 lakh a year."
              error={errors.pan?.message}
            >
              <Input
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={10}
                placeholder="ABCDE1234F"
                className="uppercase"
                {...register('pan')}
              />
            </FormField>
          )}
          <FormField label="Email" hint="Email cannot be changed." className="sm:col-span-2">
            <Input type="email" value={user.email} readOnly disabled />
          </FormField>
          <div className="flex justify-end gap-2 sm:col-span-2">
            <Button
              variant="outline"
              onClick={() => reset()}
              disabled={!isDirty || updateMutation.isPending}
            >
              Discard
            </Button>
            <Button type="submit" isLoading={updateMutation.isPending} disabled={!isDirty}>
              Save changes
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
