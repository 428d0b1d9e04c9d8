import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileResponse, SelfServiceRole } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { profileSchemas } from './load-schemas';
import { profileKeys } from './keys';

/** A profile as answered: an owner's also carries `pan` (null when not given). */
export type ProfileAnswer = ProfileResponse & { user: { pan?: string | null } };

/** GET /api/{role}/profile/{id} */
export const getProfile = async (role: SelfServiceRole, id: string): Promise<ProfileAnswer> => {
  const [response, { ownerProfileResponseSchema, profileResponseSchema }] = await Promise.all([
    apiClient.get<unknown>(`/${role}/profile/${id}`),
    profileSchemas.load(),
  ]);
  return (role === 'owner' ? ownerProfileResponseSchema : profileResponseSchema).parse(
    response.data,
  );
};

export const profileQueryOptions = (role: SelfServiceRole, id: string) =>
  queryOptions({ queryKey: profileKeys.detail(role, id), queryFn: () => getProfile(role, id) });

export const useProfile = (role: SelfServiceRole, id: string) =>
  useQuery(profileQueryOptions(role, id));
