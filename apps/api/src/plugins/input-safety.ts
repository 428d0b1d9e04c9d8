import type { FastifyInstance } from 'fastify';
import { assertNoNul } from '../lib/input-safety';

/**
 * One check of every route's input before its schema runs (issue 8, item 3): a NUL character in
 * the path parameters, the query or a parsed body answers 400 naming the field, whatever the route.
 * Multipart fields are read by the route itself and checked in lib/multipart.ts.
 */
export const registerInputSafety = (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    assertNoNul(request.params, 'params');
    assertNoNul(request.query, 'query');
    assertNoNul(request.body, 'body');
  });
};
