import { LOGIN_ERROR_MESSAGES, SUSPENDED_LOGIN_CODE } from '@aatd/contract';
import { ApiError } from '@/lib/api-client';
import { translate } from '@/lib/i18n';

/**
 * The text for a failed login (spec part 1 §8): the spec's message for its codes. Failures the
 * spec does not know (rate limit, captcha, network, a server or proxy failure) show the server's
 * sentence or the client's plain one, never a code like "http_500" or "http_403"; any other code shows the raw
 * errors value, as the spec says.
 */
export function loginErrorMessage(err: unknown): string {
  if (!(err instanceof ApiError)) return translate('login.failed');
  const own =
    err.status === 0 ||
    err.status === 429 ||
    err.status >= 500 ||
    err.code.startsWith('captcha') ||
    err.code === 'validationError' ||
    // No code from the server at all (a proxy's error page): the client names it after the status.
    err.code === `http_${err.status}` ||
    // The suspension notice says until when.
    err.code === SUSPENDED_LOGIN_CODE;
  // The spec's words for its codes, in the page's language (English: LOGIN_ERROR_MESSAGES's own).
  if (Object.hasOwn(LOGIN_ERROR_MESSAGES, err.code)) return translate(`errors.login.${err.code}`);
  return own ? err.message : err.code;
}
