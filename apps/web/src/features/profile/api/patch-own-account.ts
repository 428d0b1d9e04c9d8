import type { z } from 'zod';
import type { SelfServiceRole } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';

interface OwnAccountResource {
  role: SelfServiceRole;
  id: string;
  resource: 'profile' | 'change-password';
}

/**
 * PATCH /api/{role}/{resource}/{id} on the person's own account: the body is checked before it
 * leaves and the answer before anything uses it.
 */
export const patchOwnAccount = async <Body, Answer>(
  { role, id, resource }: OwnAccountResource,
  body: Body,
  schemas: { body: z.ZodType<Body>; answer: z.ZodType<Answer> },
): Promise<Answer> => {
  const response = await apiClient.patch<unknown>(
    `/${role}/${resource}/${id}`,
    schemas.body.parse(body),
  );
  return schemas.answer.parse(response.data);
};
