import { REGISTRATION_ERROR_FALLBACK, REGISTRATION_ERROR_MESSAGES, messageFor } from '@aatd/contract';
import { ApiError } from '@/lib/api-client';

/** Codes whose server message is already meant for people (bot check, rate limit, bad fields). */
const SHOW_SERVER_MESSAGE = new Set(['captchaRequired', 'captchaInvalid', 'tooManyRequests', 'network']);

/** The banner text for a failed sign-up, by the spec's codes (part 1 §8). */
export function signupErrorMessage(err: unknown): string {
  if (!(err instanceof ApiError)) return REGISTRATION_ERROR_FALLBACK;
  if (SHOW_SERVER_MESSAGE.has(err.code)) return err.message;
  if (err.body.fields && err.code === 'validationError') return 'Please correct the highlighted fields.';
  if (err.body.fields?.image) return err.body.fields.image;
  return messageFor(REGISTRATION_ERROR_MESSAGES, err.code, REGISTRATION_ERROR_FALLBACK);
}
