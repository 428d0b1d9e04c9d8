import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import {
  OWNER_DOCUMENT_MAX_BYTES,
  OWNER_DOCUMENT_MAX_FILES,
  OWNER_DOCUMENT_MIME_TYPES,
  phoneSchema,
  signupFieldsSchema,
} from '@nestly/shared';
import { Button, FileDrop, FormField } from '../../../components/ui';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useSignupOwner } from '../api/signup-owner';
import { verifyOtpPath } from '../lib/verify-otp-path';
import { toast } from '../../../lib/toast';
import { SignupFields } from './signup-fields';

/** Owners must give a phone and 1–3 identity documents (PRODUCT.md, Accounts). */
const ownerSignupFormSchema = signupFieldsSchema.extend({
  phone: phoneSchema,
  documents: z
    .array(z.instanceof(File))
    .min(1, { error: 'Add at least one identity document' })
    .max(OWNER_DOCUMENT_MAX_FILES, { error: `Add at most ${OWNER_DOCUMENT_MAX_FILES} documents` }),
});

export function OwnerSignupForm() {
  const navigate = useNavigate();
  const signupMutation = useSignupOwner();
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm({
    resolver: zodResolver(ownerSignupFormSchema),
    defaultValues: { name: '', email: '', password: '', phone: '', documents: [] },
  });
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit(({ documents, ...fields }) => {
    setProgress(0);
    signupMutation.mutate(
      { fields, documents, onProgress: setProgress },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          void navigate(verifyOtpPath('owner', result));
        },
        onError: (error) =>
          applyFieldErrors(error, setError, ['name', 'email', 'password', 'phone', 'documents']),
        onSettled: () => setProgress(null),
      },
    );
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <SignupFields phoneHint="A 10-digit Indian mobile number." />
        <FormField
          label="Documents"
          hint="A government ID and proof of ownership help us approve you faster."
          error={errors.documents?.message}
        >
          <Controller
            control={control}
            name="documents"
            render={({ field }) => (
              <FileDrop
                files={field.value}
                onFilesChange={field.onChange}
                accept={OWNER_DOCUMENT_MIME_TYPES}
                acceptLabel="PDF, JPEG or PNG"
                maxFiles={OWNER_DOCUMENT_MAX_FILES}
                maxBytes={OWNER_DOCUMENT_MAX_BYTES}
                progress={progress}
                disabled={signupMutation.isPending}
              />
            )}
          />
        </FormField>
        <Button type="submit" size="lg" fullWidth isLoading={signupMutation.isPending}>
          Create account
        </Button>
      </form>
    </FormProvider>
  );
}
