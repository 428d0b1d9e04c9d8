import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { rejectInputSchema, type AdminAccount } from '@nestly/shared';
import { Button, Dialog, FormField, Textarea } from '../../../components/ui';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useRejectOwner } from '../api/reject-owner';
import { toastServerMessage } from '../../../lib/mutation-config';

interface RejectOwnerDialogProps {
  owner: AdminAccount | null;
  onClose: () => void;
}

/** The reason is shown to the owner, so it is required (5–500 characters). */
export function RejectOwnerDialog({ owner, onClose }: RejectOwnerDialogProps) {
  const rejectMutation = useRejectOwner({ mutationConfig: { onSuccess: toastServerMessage } });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(rejectInputSchema), defaultValues: { reason: '' } });

  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(({ reason }) => {
    if (!owner) return;
    rejectMutation.mutate(
      { id: owner.id, reason },
      {
        onSuccess: close,
        onError: (error) => applyFieldErrors(error, setError, ['reason']),
      },
    );
  });

  return (
    <Dialog
      open={owner !== null}
      onClose={close}
      title="Reject owner"
      description={owner ? `${owner.name} will see this reason on their dashboard.` : undefined}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={rejectMutation.isPending}>
            Cancel
          </Button>
          <Button
            variant="danger"
            type="submit"
            form="reject-owner-form"
            isLoading={rejectMutation.isPending}
          >
            Reject owner
          </Button>
        </>
      }
    >
      <form id="reject-owner-form" onSubmit={onSubmit} noValidate>
        <FormField
          label="Reason"
          error={errors.reason?.message}
          hint="Between 5 and 500 characters."
        >
          <Textarea rows={4} maxLength={500} data-autofocus {...register('reason')} />
        </FormField>
      </form>
    </Dialog>
  );
}
