import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { propertySchemas } from './load-schemas';
import { propertyKeys } from './keys';
import { toPercent } from './upload-progress';

export interface AddPropertyRequest {
  /** Built by buildAddPropertyFormData: every field, `features` repeated, `images` in order. */
  form: FormData;
  onProgress?: (percent: number) => void;
}

/** POST /api/owner/add-property as multipart. Its errors reach the form (the old client hid them). */
export const addProperty = async ({ form, onProgress }: AddPropertyRequest) => {
  const { propertyMutationResponseSchema } = await propertySchemas.load();
  const response = await apiClient.post<unknown>('/owner/add-property', form, {
    onUploadProgress: toPercent(onProgress),
  });
  return propertyMutationResponseSchema.parse(response.data);
};

export const useAddProperty = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProperty,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
  });
};
