import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileResponseSchema, type ProfileResponse, type SelfServiceRole } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** GET /api/{role}/profile/{id} */
export const getProfile = async (role: SelfServiceRole, id: string): Promise<ProfileResponse> => {
  const response = await apiClient.get<unknown>(`/${role}/profile/${id}`);
  return profileResponseSchema.parse(response.data);
};

export const profileQueryOptions = (role: SelfServiceRole, id: string) =>
  queryOptions({ queryKey: profileKeys.detail(role, id), queryFn: () => getProfile(role, id) });

export const useProfile = (role: SelfServiceRole, id: string) =>
  useQuery(profileQueryOptions(role, id));
