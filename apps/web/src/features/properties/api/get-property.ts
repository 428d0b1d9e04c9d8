import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { propertyDetailSchema, replyTimeSchema } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { propertyKeys } from './keys';

/**
 * The tenant's view of a home adds the owner's usual reply time (issue 10). Older servers do not
 * send it and a value this app does not know is dropped: either way the page shows no line.
 */
const userPropertyResponseSchema = z.object({
  property: propertyDetailSchema.extend({
    ownerReplyTime: replyTimeSchema.optional().catch(null),
  }),
});
export type UserPropertyDetail = z.infer<typeof userPropertyResponseSchema>['property'];

/** GET /api/user/property/{id}: an approved, visible listing (anything else answers 404). */
export const getProperty = async (id: string): Promise<UserPropertyDetail> => {
  const response = await apiClient.get<unknown>(`/user/property/${encodeURIComponent(id)}`);
  return userPropertyResponseSchema.parse(response.data).property;
};

export const propertyQueryOptions = (id: string) =>
  queryOptions({ queryKey: propertyKeys.userDetail(id), queryFn: () => getProperty(id) });

export const useProperty = (id: string) => useQuery(propertyQueryOptions(id));
