import { REGISTRATION_ERROR_MESSAGES } from '@aatd/contract';
import { ApiError } from '@/lib/api-client';
import { translate } from '@/lib/i18n';

/** Codes whose server message is already meant for people (bot check, rate limit, bad fields). */
const SHOW_SERVER_MESSAGE = new Set(['captchaRequired', 'captchaInvalid', 'tooManyRequests', 'network']);

/**
 * The banner text for a failed sign-up, by the spec's codes (part 1 §8), in the page's language
 * (English: REGISTRATION_ERROR_MESSAGES and REGISTRATION_ERROR_FALLBACK's own words).
 */
export function signupErrorMessage(err: unknown): string {
  if (!(err instanceof ApiError)) return translate('errors.register.fallback');
  if (SHOW_SERVER_MESSAGE.has(err.code)) return err.message;
  if (err.body.fields && err.code === 'validationError') return translate('register.correctFields');
  if (err.body.fields?.image) return err.body.fields.image;
  if (Object.hasOwn(REGISTRATION_ERROR_MESSAGES, err.code)) return translate(`errors.register.${err.code}`);
  return translate('errors.register.fallback');
}
