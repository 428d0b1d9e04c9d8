import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type ResponseSchema = Parameters<typeof zodSerializerCompiler>[0]['schema'];

/**
 * Responses are written by a serializer compiled from each route's response schema (issue 13):
 * the Zod schema is turned into JSON Schema once, at start-up, and `fast-json-stringify` (the
 * serializer Fastify itself uses) builds a function that writes exactly the declared fields. Zod
 * no longer parses every answer on its way out, which was a large share of a search's CPU; what is
 * sent is still exactly what the schema declares (undeclared fields are left out, as before).
 *
 * A schema JSON Schema cannot express (a transform, a Date) keeps the Zod serializer.
 */
export const compiledSerializerCompiler: FastifySerializerCompiler<ResponseSchema> = (route) => {
  const { schema } = route;
  if (schema instanceof z.ZodType) {
    try {
      const jsonSchema = z.toJSONSchema(schema, {
        io: 'output',
        unrepresentable: 'throw',
        target: 'draft-7',
        reused: 'inline',
      });
      return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
    } catch {
      // Falls through to the Zod serializer below.
    }
  }
  return zodSerializerCompiler(route);
};
