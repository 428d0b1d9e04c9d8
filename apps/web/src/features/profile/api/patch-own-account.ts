import type { z } from 'zod';
import type { SelfServiceRole } from '@nestly/shared';
import { sendParsed, type SchemaLoader } from '../../../lib/query-helpers';

/**
 * A PATCH of the person's own account, `/api/{role}/{resource}/{id}`: the body is checked before it
 * leaves and the answer before anything uses it, with the schemas loaded first (api/schemas.ts).
 */
export const ownAccountPatch =
  <Body extends z.ZodType, Answer extends z.ZodType>(
    resource: 'profile' | 'change-password',
    schemas: { input: SchemaLoader<Body>; output: SchemaLoader<Answer> },
  ) =>
  (role: SelfServiceRole, id: string, input: z.input<Body>): Promise<z.output<Answer>> =>
    sendParsed('patch', `/${role}/${resource}/${id}`, schemas, input);
