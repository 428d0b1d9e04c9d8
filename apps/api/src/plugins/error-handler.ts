import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { ERROR_STATUS, errorCodeOfIssue, type ErrorBody, type ErrorCode } from '@nestly/shared';
import { AppError } from '../lib/app-error';
import { isTransientDatabaseError } from '../lib/db-errors';
import { validationError } from '../lib/validation';

const fieldOf = (path: readonly PropertyKey[], context?: string) => {
  const joined = path.map(String).join('.');
  return joined || context || 'body';
};

/**
 * Fastify's and its plugins' own client errors, by their error code (never by their message):
 * the body limit, upload limits, an unknown content type.
 */
const FASTIFY_CODES: Partial<Record<string, ErrorCode>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_CP_ERR_INVALID_CONTENT_ENCODING: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_NOT_FOUND: 'NOT_FOUND',
};

/** Any other client error a library raises: the catalogue's plain code for its status. */
const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'IDEMPOTENCY_KEY_REUSED',
  429: 'RATE_LIMITED',
};

/**
 * Sends an error body with the request's id (`requestId`), the one a person quotes to support and
 * an operator finds in every log line of that request.
 */
export const sendError = (
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  body: ErrorBody,
) => reply.status(status).send({ ...body, requestId: request.id });

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
      return sendError(request, reply, error.statusCode, body);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const mapped = validationError(
        error.validation.map((issue) => ({
          field: fieldOf(issue.instancePath.split('/').filter(Boolean), error.validationContext),
          message: issue.message ?? 'Invalid value',
          // The rest of the Zod issue travels in `params`, a coded refusal's code with it.
          code: errorCodeOfIssue(issue.params),
        })),
      );
      const body: ErrorBody = {
        message: mapped.message,
        code: mapped.code,
        details: mapped.details ?? [],
      };
      return sendError(request, reply, 400, body);
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause }, 'response did not match its schema');
      return sendError(request, reply, 500, {
        message: 'Something went wrong on our side',
        code: 'INTERNAL_ERROR',
      });
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = FASTIFY_CODES[error.code];
      const code = known ?? CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
      const body: ErrorBody = { message: error.message, code };
      // A known Fastify error answers its catalogue status (the multipart plugin's 406 for a body
      // that is not a form is a 415 here); any other keeps the status its library chose.
      return sendError(request, reply, known ? ERROR_STATUS[known] : status, body);
    }

    if (error.code === 'FST_ERR_HANDLER_TIMEOUT') {
      request.log.warn({ url: request.url }, 'request timed out');
      reply.header('Retry-After', '2');
      return sendError(request, reply, 503, {
        message: 'The server took too long to answer. Please try again.',
        code: 'SERVICE_UNAVAILABLE',
      });
    }

    if (isTransientDatabaseError(error)) {
      request.log.warn({ err: error }, 'database busy or connection lost; answered 503');
      reply.header('Retry-After', '1');
      return sendError(request, reply, 503, {
        message: 'The service is busy right now. Please try again in a moment.',
        code: 'SERVICE_UNAVAILABLE',
      });
    }

    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 500, {
      message: 'Something went wrong on our side',
      code: 'INTERNAL_ERROR',
    });
  });
};

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode, or a path parameter over the router's
 * length limit, is refused before any route (and so before the error handler). Without this,
 * Fastify answers those in its own shape with its own codes (a 414 FST_ERR_MAX_PARAM_LENGTH);
 * here they are bad input like any other, 400 BAD_REQUEST.
 */
export const answerFrameworkError = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  // Refused before any hook: the id header is set here.
  reply.header('x-request-id', request.id);
  if (error.code === 'FST_ERR_ASYNC_CONSTRAINT') {
    // A route constraint that failed is our fault, not the client's (none is in use today).
    return sendError(request, reply, 500, {
      message: 'Something went wrong on our side',
      code: 'INTERNAL_ERROR',
    });
  }
  return sendError(request, reply, 400, { message: error.message, code: 'BAD_REQUEST' });
};
