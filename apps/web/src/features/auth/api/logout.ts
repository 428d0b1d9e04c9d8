import type { MessageResponse, Role } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { loadShellSchemas } from '../../../lib/load-shell-schemas';

/** POST /api/{role}/logout: revokes the refresh session server-side. */
export const logout = async (role: Role): Promise<MessageResponse> => {
  const [response, { messageResponseSchema }] = await Promise.all([
    apiClient.post<unknown>(`/${role}/logout`),
    loadShellSchemas(),
  ]);
  return messageResponseSchema.parse(response.data);
};
