import type { z } from 'zod';
import type { SelfServiceRole } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';

/**
 * A PATCH of the person's own account, `/api/{role}/{resource}/{id}`: the body is checked before it
 * leaves and the answer before anything uses it.
 */
export const ownAccountPatch =
  <Body, Answer>(
    resource: 'profile' | 'change-password',
    bodySchema: z.ZodType<Body>,
    answerSchema: z.ZodType<Answer>,
  ) =>
  async (role: SelfServiceRole, id: string, input: Body): Promise<Answer> => {
    const response = await apiClient.patch<unknown>(
      `/${role}/${resource}/${id}`,
      bodySchema.parse(input),
    );
    return answerSchema.parse(response.data);
  };
