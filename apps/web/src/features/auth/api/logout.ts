import { messageResponseSchema, type MessageResponse, type Role } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';

/** POST /api/{role}/logout: revokes the refresh session server-side. */
export const logout = async (role: Role): Promise<MessageResponse> => {
  const response = await apiClient.post<unknown>(`/${role}/logout`);
  return messageResponseSchema.parse(response.data);
};
