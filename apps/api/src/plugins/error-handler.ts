import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ErrorBody } from '@nestly/shared';
import { AppError } from '../lib/app-error';
import { isTransientDatabaseError } from '../lib/db-errors';
import { validationError } from '../lib/validation';

const fieldOf = (path: readonly PropertyKey[], context?: string) => {
  const joined = path.map(String).join('.');
  return joined || context || 'body';
};

/**
 * One error pattern for the whole API (STYLE.md, Errors): AppError → its status and
 * `{ message, code }`; validation → 400 with the fields at fault; Fastify's own 4xx pass through;
 * anything else is logged and answered as a 500 that reveals nothing.
 */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      const body: ErrorBody = { message: error.message, code: error.code };
      if (error.details) body.details = error.details;
      return reply.status(error.statusCode).send(body);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        field: fieldOf(issue.instancePath.split('/').filter(Boolean), error.validationContext),
        message: issue.message ?? 'Invalid value',
      }));
      const mapped = validationError(details);
      const body: ErrorBody = { message: mapped.message, code: mapped.code, details };
      return reply.status(400).send(body);
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause }, 'response did not match its schema');
      return reply
        .status(500)
        .send({ message: 'Something went wrong on our side', code: 'INTERNAL_ERROR' });
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code =
        status === 413
          ? 'PAYLOAD_TOO_LARGE'
          : status === 429
            ? 'RATE_LIMITED'
            : status === 415
              ? 'UNSUPPORTED_MEDIA_TYPE'
              : status === 404
                ? 'NOT_FOUND'
                : 'BAD_REQUEST';
      return reply.status(status).send({ message: error.message, code });
    }

    if (error.code === 'FST_ERR_HANDLER_TIMEOUT') {
      request.log.warn({ url: request.url }, 'request timed out');
      return reply.status(503).header('Retry-After', '2').send({
        message: 'The server took too long to answer. Please try again.',
        code: 'SERVICE_UNAVAILABLE',
      });
    }

    if (isTransientDatabaseError(error)) {
      request.log.warn({ err: error }, 'database busy or connection lost; answered 503');
      return reply.status(503).header('Retry-After', '1').send({
        message: 'The service is busy right now. Please try again in a moment.',
        code: 'SERVICE_UNAVAILABLE',
      });
    }

    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ message: 'Something went wrong on our side', code: 'INTERNAL_ERROR' });
  });
};
