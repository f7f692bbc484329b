import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CommonErrorCodes, type ErrorResponse } from '@aatd/contract';
import { AppError } from '../lib/app-error.js';
import { DatabaseBusyError } from '../db/database.js';

/** Every failure leaves as `{ errors, message, fields? }` (ARCHITECTURE.md "API conventions"). */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const send = (status: number, body: ErrorResponse) => reply.status(status).send(body);

    if (err instanceof AppError) {
      return send(err.statusCode, { errors: err.code, message: err.message, ...err.extra });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key =
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || issue.params.issue.path.join('.') || '_';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.values(fields)[0] ?? 'Invalid request';
      return send(400, { errors: CommonErrorCodes.validation, message: first, fields });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (err instanceof SyntaxError && err.statusCode === 400)) {
      return send(400, { errors: CommonErrorCodes.malformedJson, message: 'The request body is not valid JSON.' });
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.statusCode === 413) {
      return send(413, { errors: CommonErrorCodes.payloadTooLarge, message: 'The request is too large.' });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || err.statusCode === 415) {
      return send(415, { errors: 'unsupportedMediaType', message: 'The request content type is not supported.' });
    }
    if (err.statusCode === 429) {
      return send(429, { errors: CommonErrorCodes.rateLimited, message: err.message });
    }
    if (err instanceof DatabaseBusyError) {
      reply.header('Retry-After', '2');
      return send(503, {
        errors: CommonErrorCodes.unavailable,
        message: 'The service is busy. Please try again shortly.',
      });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return send(err.statusCode, { errors: err.code ?? 'badRequest', message: err.message });
    }
    req.log.error({ err }, 'unhandled error');
    return send(500, {
      errors: CommonErrorCodes.internal,
      message: 'Something went wrong on our side. Please try again.',
    });
  });
}
