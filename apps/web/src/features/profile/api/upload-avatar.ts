import { useMutation } from '@tanstack/react-query';
import type { ProfileResponse, SelfServiceRole } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { profileSchemas } from './load-schemas';
import { useApplyProfile } from './use-apply-profile';

interface UploadAvatarRequest {
  file: File;
  onProgress?: (percent: number) => void;
}

/** POST /api/{role}/profile/{id}/avatar, multipart field `avatar` (an image up to 5 MB). */
export const uploadAvatar = async (
  role: SelfServiceRole,
  id: string,
  { file, onProgress }: UploadAvatarRequest,
): Promise<ProfileResponse> => {
  const { profileResponseSchema } = await profileSchemas.load();
  const form = new FormData();
  form.append('avatar', file, file.name);
  const response = await apiClient.post<unknown>(`/${role}/profile/${id}/avatar`, form, {
    onUploadProgress: (event) => {
      if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100));
    },
  });
  return profileResponseSchema.parse(response.data);
};

export const useUploadAvatar = (role: SelfServiceRole, id: string) => {
  const applyProfile = useApplyProfile(role);
  return useMutation({
    mutationFn: (request: UploadAvatarRequest) => uploadAvatar(role, id, request),
    onSuccess: ({ user }) => applyProfile(user),
  });
};
