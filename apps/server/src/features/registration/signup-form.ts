import type { FastifyRequest } from 'fastify';
import {
  IDENTITY_ERROR_CODES as C,
  PASSWORD_MESSAGES,
  REGISTRATION_ERROR_MESSAGES,
  REGISTRATION_IMAGE_MAX_BYTES,
  SignupBodySchema,
  UPLOAD_MESSAGES,
  type SignupBody,
} from '@aatd/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { readUploadForm, uploadedBytes, validationFailure } from '../../core/uploads/upload-form.js';

/** The multipart signup request as read: the checked fields, every text part as sent, and the image's bytes if sent. */
export interface SignupForm {
  body: SignupBody;
  fields: Record<string, string>;
  image: Buffer | null;
}

export const imageError = (message: string, code: string) =>
  new AppError(400, code, message, { fields: { image: message } });

/** A missing password has its own code (the spec's), every other problem the common one. */
function signupInvalid(error: z.ZodError): AppError {
  const passwordMissing = error.issues.some(
    (i) => i.path[0] === 'password' && i.message === PASSWORD_MESSAGES.required,
  );
  return passwordMissing
    ? validationFailure(
        error,
        C.requiredPasswordForNonHcpUsers,
        REGISTRATION_ERROR_MESSAGES[C.requiredPasswordForNonHcpUsers],
      )
    : validationFailure(error);
}

/**
 * Reads the signup parts through the upload seam: text parts checked with the contract's
 * SignupBodySchema, the one file part named `image` (an empty one counts as none). An image over
 * 2 MB is answered with the spec's message.
 */
export async function readSignupForm(req: FastifyRequest): Promise<SignupForm> {
  const form = await readUploadForm(req, {
    notMultipart: 'The sign-up form must be sent as multipart/form-data.',
    file: {
      field: 'image',
      maxBytes: REGISTRATION_IMAGE_MAX_BYTES,
      tooLarge: () => imageError(UPLOAD_MESSAGES.tooBig, 'fileTooBig'),
    },
    fields: SignupBodySchema,
    invalid: signupInvalid,
    maxFields: 40,
  });
  const image = form.file && form.file.size > 0 ? await uploadedBytes(form.file) : null;
  return { body: form.fields, fields: form.raw, image };
}
