import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { propertySchemas } from './load-schemas';
import type { UpdatePropertyBody } from '../lib/property-payload';
import { propertyKeys } from './keys';
import { toPercent } from './upload-progress';

export interface UpdatePropertyRequest {
  id: string;
  /** JSON when the photos are unchanged; multipart with `imageOrder` when they changed. */
  body: UpdatePropertyBody;
  onProgress?: (percent: number) => void;
}

/** PATCH /api/owner/property/update/{id}. Editing a rejected listing sends it back for review. */
export const updateProperty = async ({ id, body, onProgress }: UpdatePropertyRequest) => {
  const { propertyMutationResponseSchema } = await propertySchemas.load();
  const response = await apiClient.patch<unknown>(
    `/owner/property/update/${encodeURIComponent(id)}`,
    body,
    { onUploadProgress: toPercent(onProgress) },
  );
  return propertyMutationResponseSchema.parse(response.data);
};

export const useUpdateProperty = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProperty,
    onSuccess: async ({ property }) => {
      queryClient.setQueryData(propertyKeys.ownerDetail(property.id), property);
      await queryClient.invalidateQueries({ queryKey: propertyKeys.all });
    },
  });
};
