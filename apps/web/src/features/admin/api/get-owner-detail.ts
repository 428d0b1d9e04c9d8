import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminOwnerDetailResponseSchema, type AdminOwnerDetailResponse } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/owners/{id}: the owner, their documents and the moderation history. */
export const getOwnerDetail = async (id: string): Promise<AdminOwnerDetailResponse> => {
  const response = await apiClient.get<unknown>(`/admin/owners/${id}`);
  return adminOwnerDetailResponseSchema.parse(response.data);
};

export const ownerDetailQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.ownerDetail(id), queryFn: () => getOwnerDetail(id) });

export const useOwnerDetail = (id: string | null) =>
  useQuery({ ...ownerDetailQueryOptions(id ?? ''), enabled: id !== null });
