import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CommonErrorCodes, type ErrorResponse } from '@aatd/contract';
import { AppError } from '../lib/app-error.js';
import { DatabaseBusyError, DatabaseUnavailableError, isConnectionLoss } from '../db/database.js';
import { isDiskFull, StorageUnavailableError } from '../core/storage/file-storage.js';

const INTERNAL: ErrorResponse = {
  errors: CommonErrorCodes.internal,
  message: 'Something went wrong on our side. Please try again.',
};

type ValidationFailure = FastifyError & {
  validation: Array<{ instancePath: string; message?: string }>;
  validationContext?: string;
};

/** Field messages by dotted path; an issue at the root means the body is not an object at all. */
function validationResponse(err: ValidationFailure): ErrorResponse {
  const fields: Record<string, string> = {};
  for (const issue of err.validation) {
    const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    if (key === '' && err.validationContext === 'body') {
      return { errors: CommonErrorCodes.validation, message: 'The request body must be a JSON object.' };
    }
    fields[key || '_'] ??= issue.message ?? 'Invalid value';
  }
  return { errors: CommonErrorCodes.validation, message: Object.values(fields)[0] ?? 'Invalid request', fields };
}

/** The status and body for an error, or null when it is unexpected (a 500 that says nothing more). */
function describeError(err: FastifyError, reply: FastifyReply): [number, ErrorResponse] | null {
  if (err instanceof AppError) return [err.statusCode, { errors: err.code, message: err.message, ...err.extra }];
  if (hasZodFastifySchemaValidationErrors(err)) return [400, validationResponse(err as ValidationFailure)];
  if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (err instanceof SyntaxError && err.statusCode === 400)) {
    return [400, { errors: CommonErrorCodes.malformedJson, message: 'The request body is not valid JSON.' }];
  }
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.statusCode === 413) {
    return [413, { errors: CommonErrorCodes.payloadTooLarge, message: 'The request is too large.' }];
  }
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || err.statusCode === 415) {
    return [415, { errors: 'unsupportedMediaType', message: 'The request content type is not supported.' }];
  }
  if (err.statusCode === 429) return [429, { errors: CommonErrorCodes.rateLimited, message: err.message }];
  if (err instanceof DatabaseBusyError) {
    reply.header('Retry-After', '2');
    return [503, { errors: CommonErrorCodes.unavailable, message: 'The service is busy. Please try again shortly.' }];
  }
  if (err instanceof StorageUnavailableError) {
    reply.header('Retry-After', '5');
    return [
      503,
      { errors: CommonErrorCodes.unavailable, message: 'Files are briefly unavailable. Please try again shortly.' },
    ];
  }
  if (isDiskFull(err)) {
    reply.header('Retry-After', '60');
    return [
      503,
      {
        errors: CommonErrorCodes.unavailable,
        message: 'The server has no room to store files right now. Please try again later.',
      },
    ];
  }
  if (err instanceof DatabaseUnavailableError || isConnectionLoss(err)) {
    reply.header('Retry-After', '5');
    return [
      503,
      {
        errors: CommonErrorCodes.unavailable,
        message: 'The service is briefly unavailable. Please try again shortly.',
      },
    ];
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return [err.statusCode, { errors: err.code ?? 'badRequest', message: err.message }];
  }
  return null;
}

/**
 * Every failure leaves as `{ errors, message, fields? }` (ARCHITECTURE.md "API conventions"). An
 * unexpected error, or one this handler trips over, is a 500 whose text stays in the log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  // A JSON API: a text/plain body is refused (415) instead of reaching a schema as a bare string.
  app.removeContentTypeParser('text/plain');

  app.setErrorHandler((err: FastifyError, req, reply) => {
    let described: [number, ErrorResponse] | null;
    try {
      described = describeError(err, reply);
    } catch {
      described = null;
    }
    if (!described) {
      req.log.error({ err }, 'unhandled error');
      return reply.status(500).send(INTERNAL);
    }
    // Members are told to come back; the operator must act, so it is logged as an error.
    if (isDiskFull(err)) req.log.error({ err, dataDir: app.env.dataDir }, 'the disk under DATA_DIR is full');
    if (described[0] === 429) {
      // Every 429 says when to come back: the error's own wait, else the limiter's, else a minute.
      const wait = (err as { retryAfterSeconds?: unknown }).retryAfterSeconds;
      if (typeof wait === 'number') reply.header('retry-after', String(wait));
      else if (!reply.hasHeader('retry-after')) reply.header('retry-after', '60');
    }
    return reply.status(described[0]).send(described[1]);
  });
}
