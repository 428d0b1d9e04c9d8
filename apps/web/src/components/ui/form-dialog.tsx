import { useId, type FormEventHandler, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

interface FormDialogProps {
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  submitLabel: ReactNode;
  /** While the submission is on its way: the submit button spins, Cancel waits. */
  isPending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** An open dialog holding one form, with Cancel and the form's submit button in its footer. */
export function FormDialog({
  onClose,
  title,
  description,
  submitLabel,
  isPending,
  onSubmit,
  children,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={isPending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-5">
        {children}
      </form>
    </Dialog>
  );
}
