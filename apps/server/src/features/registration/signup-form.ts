import type { FastifyRequest } from 'fastify';
import { CommonErrorCodes, UPLOAD_MESSAGES } from '@aatd/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';

/** The multipart signup request as read: every text part, and the image part's bytes if sent. */
export interface SignupForm {
  fields: Record<string, string>;
  image: Buffer | null;
}

const TEXT_FIELD_MAX = 2_000;

/**
 * Reads the signup parts. Text parts are kept as strings (the contract schema validates them);
 * the one file part must be named `image`. Busboy's limits (set where the plugin is registered)
 * stop an oversized image after 2 MB + 1 byte, which is answered with the spec's message.
 */
export async function readSignupForm(req: FastifyRequest): Promise<SignupForm> {
  if (!req.isMultipart()) {
    throw new AppError(415, 'unsupportedMediaType', 'The sign-up form must be sent as multipart/form-data.');
  }
  const fields: Record<string, string> = {};
  let image: Buffer | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'image' && bytes.length > 0) image = bytes;
      } else if (typeof part.value === 'string' && !(part.fieldname in fields)) {
        fields[part.fieldname] = part.value.slice(0, TEXT_FIELD_MAX);
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw imageError(UPLOAD_MESSAGES.tooBig, 'fileTooBig');
    }
    throw err;
  }
  return { fields, image };
}

export const imageError = (message: string, code: string) =>
  new AppError(400, code, message, { fields: { image: message } });

/** Field-by-field messages of a failed contract schema, in the error handler's shape. */
export function validationFailure(error: z.ZodError, code: string = CommonErrorCodes.validation, message?: string) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return new AppError(400, code, message ?? Object.values(fields)[0] ?? 'Invalid request', { fields });
}
