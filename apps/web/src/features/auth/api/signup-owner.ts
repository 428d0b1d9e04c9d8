import { useMutation } from '@tanstack/react-query';
import { signupResponseSchema, type SignupFields, type SignupResponse } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';

export interface OwnerSignupRequest {
  fields: SignupFields & { phone: string };
  documents: File[];
  /** 0–100 as the upload goes. */
  onProgress?: (percent: number) => void;
}

/** POST /api/owner/signup as multipart: the fields plus 1–3 files under `documents`. */
export const signupOwner = async ({
  fields,
  documents,
  onProgress,
}: OwnerSignupRequest): Promise<SignupResponse> => {
  const form = new FormData();
  form.append('name', fields.name);
  form.append('email', fields.email);
  form.append('password', fields.password);
  form.append('phone', fields.phone);
  for (const document of documents) form.append('documents', document, document.name);

  const response = await apiClient.post<unknown>('/owner/signup', form, {
    onUploadProgress: (event) => {
      if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100));
    },
  });
  return signupResponseSchema.parse(response.data);
};

export const useSignupOwner = () => useMutation({ mutationFn: signupOwner });
