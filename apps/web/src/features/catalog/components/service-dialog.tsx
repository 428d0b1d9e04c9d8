import { useForm } from 'react-hook-form';
import { rupeesToPaise, type Service } from '@nestly/shared';
import { FormDialog, FormField, Input, Select, Textarea } from '../../../components/ui';
import { applyFieldErrors } from '../../../lib/form-errors';
import { paiseToRupeesInput } from '../../../lib/format';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { exportOf } from '../../../lib/load-once';
import { useAddService } from '../api/add-service';
import { catalogSchemas } from '../api/load-schemas';
import { useUpdateService } from '../api/update-service';
import { toastServerMessage } from '../../../lib/mutation-config';

/** The shared schema, with the price typed in rupees (sent as paise). */
const serviceResolver = lazyZodResolver(exportOf(catalogSchemas, 'serviceFormSchema'));

interface ServiceDialogProps {
  open: boolean;
  service: Service | null;
  onClose: () => void;
}

const statusOptions = [
  { value: 'active', label: 'Active: tenants can add it' },
  { value: 'inactive', label: 'Inactive: hidden from tenants' },
];

/** Mounted only while open, so each opening starts from the service (or blank). */
export function ServiceDialog(props: ServiceDialogProps) {
  return props.open ? <ServiceDialogContent {...props} /> : null;
}

function ServiceDialogContent({ service, onClose }: ServiceDialogProps) {
  const addMutation = useAddService({ mutationConfig: { onSuccess: toastServerMessage } });
  const updateMutation = useUpdateService({ mutationConfig: { onSuccess: toastServerMessage } });
  const isPending = addMutation.isPending || updateMutation.isPending;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: serviceResolver,
    defaultValues: {
      name: service?.name ?? '',
      description: service?.description ?? '',
      monthlyPrice: service ? paiseToRupeesInput(service.monthlyPrice) : '',
      status: service?.status ?? 'active',
    },
  });

  const onSubmit = handleSubmit(({ monthlyPrice, status, ...fields }) => {
    const onError = (error: unknown) =>
      applyFieldErrors(error, setError, ['name', 'description', 'monthlyPrice']);
    const paise = rupeesToPaise(monthlyPrice);
    if (service) {
      updateMutation.mutate(
        { id: service.id, data: { ...fields, monthlyPrice: paise } },
        { onSuccess: onClose, onError },
      );
    } else {
      addMutation.mutate(
        { ...fields, monthlyPrice: paise, status },
        { onSuccess: onClose, onError },
      );
    }
  });

  return (
    <FormDialog
      onClose={onClose}
      title={service ? 'Edit service' : 'Add service'}
      description="Services are paid add-ons tenants can attach to a booking, charged per month."
      submitLabel={service ? 'Save changes' : 'Add service'}
      isPending={isPending}
      onSubmit={onSubmit}
    >
      <FormField label="Name" error={errors.name?.message}>
        <Input
          data-autofocus
          placeholder="e.g. Weekly cleaning"
          maxLength={60}
          {...register('name')}
        />
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        <Textarea rows={3} maxLength={500} {...register('description')} />
      </FormField>
      <FormField
        label="Monthly price (₹)"
        hint="In rupees, per month of the stay."
        error={errors.monthlyPrice?.message}
      >
        <Input type="number" inputMode="decimal" min={1} step="any" {...register('monthlyPrice')} />
      </FormField>
      {!service && (
        <FormField label="Status" error={errors.status?.message}>
          <Select options={statusOptions} {...register('status')} />
        </FormField>
      )}
    </FormDialog>
  );
}
