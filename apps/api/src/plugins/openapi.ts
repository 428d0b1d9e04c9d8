import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { finishOpenApiDocument } from './openapi-document';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The success answer of a route that answers no JSON (a file, a redirect), for the OpenAPI
     * document only: `contentType` for a file, none for a redirect or an empty answer.
     */
    documentedAnswer?: { status: 200 | 204 | 302; description: string; contentType?: string };
  }
}

type Transform = typeof jsonSchemaTransform;

/** The Zod schemas' JSON Schema, plus the documented answer of a route without a JSON body. */
const transform: Transform = (input) => {
  const transformed = jsonSchemaTransform(input);
  const answer = input.route.config?.documentedAnswer;
  if (!answer) return transformed;
  const { status, description, contentType } = answer;
  const documented = contentType
    ? { description, content: { [contentType]: { schema: { type: 'string', format: 'binary' } } } }
    : { description, type: 'null' };
  const schema = transformed.schema as { response?: Record<string, unknown> };
  return {
    ...transformed,
    schema: { ...schema, response: { ...schema.response, [status]: documented } },
  };
};

/** The OpenAPI document is generated from the same Zod schemas the routes validate with. */
export const registerOpenApi = async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Nestly API',
        description: 'Rental-home marketplace: users (tenants), owners and admins.',
        version: '0.1.0',
        contact: { name: 'The Nestly team' },
      },
      // Paths start with /api: the document describes the server that serves it.
      servers: [{ url: '/', description: 'The server this document came from' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform,
    // Schemas with a registered id (the shared ErrorBody) go to components once and are referenced.
    transformObject: (input) =>
      finishOpenApiDocument(jsonSchemaTransformObject(input) as Record<string, unknown>) as never,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
};
