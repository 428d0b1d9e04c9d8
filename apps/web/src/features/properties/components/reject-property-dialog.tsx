import { useForm } from 'react-hook-form';
import { Button, Dialog, FormField, Textarea } from '../../../components/ui';
import { applyFieldErrors } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { exportOf } from '../../../lib/load-once';
import { propertySchemas } from '../api/load-schemas';
import { useRejectProperty } from '../api/reject-property';
import { toastServerMessage } from '../../../lib/mutation-config';

interface RejectPropertyDialogProps {
  property: { id: string; title: string } | null;
  onClose: () => void;
  onRejected?: () => void;
}

const FORM_ID = 'reject-property-form';

const rejectPropertyResolver = lazyZodResolver(exportOf(propertySchemas, 'rejectInputSchema'));

/** The owner sees the reason and can fix the listing, so it is required (5–500 characters). */
export function RejectPropertyDialog(props: RejectPropertyDialogProps) {
  return props.property ? (
    <RejectPropertyDialogContent {...props} property={props.property} />
  ) : null;
}

function RejectPropertyDialogContent({
  property,
  onClose,
  onRejected,
}: RejectPropertyDialogProps & { property: { id: string; title: string } }) {
  const rejectMutation = useRejectProperty({ mutationConfig: { onSuccess: toastServerMessage } });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: rejectPropertyResolver, defaultValues: { reason: '' } });

  const onSubmit = handleSubmit(({ reason }) =>
    rejectMutation.mutate(
      { id: property.id, reason },
      {
        onSuccess: () => {
          onClose();
          onRejected?.();
        },
        onError: (error) => applyFieldErrors(error, setError, ['reason']),
      },
    ),
  );

  return (
    <Dialog
      open
      onClose={onClose}
      title="Reject listing"
      description={`“${property.title}”: the owner sees this reason and can fix the listing.`}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={rejectMutation.isPending}>
            Cancel
          </Button>
          <Button
            variant="danger"
            type="submit"
            form={FORM_ID}
            isLoading={rejectMutation.isPending}
          >
            Reject listing
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate>
        <FormField
          label="Reason"
          error={errors.reason?.message}
          hint="Between 5 and 500 characters, e.g. which photo or detail needs fixing."
        >
          <Textarea rows={4} maxLength={500} data-autofocus {...register('reason')} />
        </FormField>
      </form>
    </Dialog>
  );
}
