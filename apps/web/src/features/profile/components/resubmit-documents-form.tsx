import { useState } from 'react';
import {
  OWNER_DOCUMENT_MAX_BYTES,
  OWNER_DOCUMENT_MAX_FILES,
  OWNER_DOCUMENT_MIME_TYPES,
  SUPPORT_EMAIL,
} from '@nestly/shared';
import { Button, FileDrop, FormField } from '../../../components/ui';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useResubmitDocuments } from '../api/resubmit-documents';

/**
 * A rejected owner's way back (issue 29 item 4): new identity documents go to the admin's review
 * queue again (the account is pending), and the support address is there for questions.
 */
export function ResubmitDocumentsForm() {
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  const mutation = useResubmitDocuments();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (files.length === 0) {
      setError('Add at least one document (PDF, JPEG or PNG)');
      return;
    }
    setError(undefined);
    mutation.mutate(
      { files, onProgress: setProgress },
      {
        onSuccess: (result) => {
          setFiles([]);
          // Said in place too: the card turns to "pending" once the profile is fetched again.
          setSent(result.message);
          toast.success(result.message);
        },
        onError: (failure) => {
          const field = isApiError(failure)
            ? failure.details.find((detail) => detail.field === 'documents')
            : undefined;
          setError(field?.message ?? errorMessage(failure));
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Send new documents">
      <h3 className="text-sm font-semibold text-slate-900">Send new documents for review</h3>
      <FormField
        label="Documents"
        hint="Clear copies of a government ID and proof of ownership. Your earlier documents stay with your account."
        error={error}
      >
        <FileDrop
          files={files}
          onFilesChange={(next) => {
            setFiles(next);
            setError(undefined);
          }}
          accept={OWNER_DOCUMENT_MIME_TYPES}
          acceptLabel="PDF, JPEG or PNG"
          maxFiles={OWNER_DOCUMENT_MAX_FILES}
          maxBytes={OWNER_DOCUMENT_MAX_BYTES}
          progress={progress}
          disabled={mutation.isPending}
        />
      </FormField>
      <Button type="submit" isLoading={mutation.isPending}>
        Send for review
      </Button>
      <p role="status" className="text-sm font-medium text-emerald-800">
        {sent}
      </p>
      <p className="text-sm text-slate-600">
        Questions about the review? Write to{' '}
        <a
          className="font-medium text-primary-700 underline underline-offset-2"
          href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('My owner account review')}`}
        >
          {SUPPORT_EMAIL}
        </a>
        .
      </p>
    </form>
  );
}
