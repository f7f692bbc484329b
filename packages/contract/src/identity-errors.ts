/**
 * Error codes of the identity endpoints (the `errors` field of an error response) and the text the
 * browser shows for each, per form, as the spec words them (part 1 §8, part 2 §8). The same code
 * may read differently on two forms, so each form has its own map.
 */
export const IDENTITY_ERROR_CODES = {
  userDoesNotExist: 'userDoesNotExist',
  invalidCredentials: 'invalidCredentials',
  userDoesNotExistOnHcpCommunity: 'userDoesNotExistOnHcpCommunity',
  /** Registered, but the provider has not verified the HCP yet. */
  userNotVerifiedByProvider: 'userNotVerifiedByProvider',
  /** Registered, but the e-mail link was never clicked (not in the spec; see the login map). */
  emailNotVerified: 'emailNotVerified',
  requiredPasswordForNonHcpUsers: 'requiredPasswordForNonHcpUsers',
  userAlreadyExist: 'userAlreadyExist',
  /** The provider's consent record could not be retrieved or stored. */
  consentRegistrationFailed: 'consentRegistrationFailed',
  crmCountryNotMatched: 'crmCountryNotMatched',
  errorInGettingRecoveryToken: 'errorInGettingRecoveryToken',
  invalidOrExpiredToken: 'invalidOrExpiredToken',
  tokenExpired: 'tokenExpired',
  invalidToken: 'invalidToken',
  errorInResettingPassword: 'errorInResettingPassword',
  leadGenerationFailed: 'leadGenerationFailed',
} as const;
export type IdentityErrorCode = (typeof IDENTITY_ERROR_CODES)[keyof typeof IDENTITY_ERROR_CODES];

const C = IDENTITY_ERROR_CODES;
type MessageMap = Readonly<Partial<Record<IdentityErrorCode | 'unauthorized', string>>>;

/** Login: any other code shows the raw `errors` value (part 1 §8). */
export const LOGIN_ERROR_MESSAGES: MessageMap = {
  [C.userDoesNotExist]: 'User does not exist',
  [C.invalidCredentials]: 'Credentials are invalid',
  [C.userDoesNotExistOnHcpCommunity]: 'User does not exist',
  [C.userNotVerifiedByProvider]: 'Account is not yet verified by the provider',
  // The spec has no text for this case; without one the raw code would be shown.
  [C.emailNotVerified]: 'Please verify your email address before logging in.',
};

export const REGISTRATION_ERROR_MESSAGES: MessageMap = {
  [C.requiredPasswordForNonHcpUsers]: 'Password is required for non-hcp users',
  [C.userAlreadyExist]: 'User already exists',
  [C.consentRegistrationFailed]: 'Error in registering user consent',
  [C.crmCountryNotMatched]: 'CRM country not matched',
};
export const REGISTRATION_ERROR_FALLBACK = 'Error in registering the user.Please try again later.';

export const RESET_REQUEST_ERROR_MESSAGES: MessageMap = {
  [C.userDoesNotExist]: 'User does not exist',
  [C.userNotVerifiedByProvider]: 'User is not verified by the provider',
  [C.errorInGettingRecoveryToken]: 'Error in getting recovery token',
};
export const RESET_REQUEST_ERROR_FALLBACK = 'Error in resetting the password. Please try again later.';

/** Reset password: any other failure shows the raw server text (part 2 §8). */
export const RESET_PASSWORD_ERROR_MESSAGES: MessageMap = {
  [C.invalidOrExpiredToken]: 'Token invalid or expired',
  [C.errorInResettingPassword]: 'Error in resetting password. Try again later',
};

export const VERIFY_EMAIL_ERROR_MESSAGES: MessageMap = {
  [C.invalidOrExpiredToken]: 'Email Verification Failed. Invalid or expired token',
  [C.leadGenerationFailed]: 'There seems to some problem with lead generation. Please try again later.',
  [C.tokenExpired]: 'Email Verification Failed. Expired token',
  [C.invalidToken]: 'Email Verification Failed. Invalid token',
};
export const VERIFY_EMAIL_ERROR_FALLBACK = 'Error in verifying email';

/** A suspended member's answer, at login and to every call of a session. zod-free like the rest of this file. */
export const SUSPENDED_LOGIN_CODE = 'accountSuspended';
/** A silenced (read-only) member's answer to a write: comment, message, share, rating a comment. */
export const SILENCED_CODE = 'accountSilenced';

/** "Tue, 08 Dec 2026 10:00 UTC": the same reading of an end date on every instance and browser. */
export const sanctionEnd = (iso: string): string => new Date(iso).toUTCString().replace(/:\d\d GMT$/, ' UTC');
const because = (reason: string | null | undefined) => (reason ? ` Reason: ${reason}` : '');

/** The suspension notice: until when (or until a moderator lifts it), and the moderator's reason. */
export const suspendedMessage = (until: string | null, reason?: string | null): string =>
  (until
    ? `Your account is suspended until ${sanctionEnd(until)}.`
    : 'Your account is suspended until a moderator lifts the suspension.') +
  `${because(reason)} Please contact support if you think this is a mistake.`;

/** The silence notice: members may read, not write, until the end. */
export const silencedMessage = (until: string, reason?: string | null): string =>
  `Your account is read-only until ${sanctionEnd(until)}: you can read, but not comment, message, share or rate comments.` +
  `${because(reason)} Please contact support if you think this is a mistake.`;

/** What the server sends with either code, so a screen can show the end date on its own. */
export interface SanctionDetails {
  until: string | null;
  reason: string | null;
}

/** Change password: a 401 has its own text; anything else shows the server's summary. */
export const CHANGE_PASSWORD_ERROR_MESSAGES: MessageMap = {
  unauthorized: 'Invalid access token. Please log back again',
};

/**
 * The text for an error code on one form, else the fallback the spec names for that form (the
 * form's default text, or the raw server value). Own keys only, so 'constructor' is not a code.
 */
export const messageFor = (map: MessageMap, code: string | undefined, fallback: string): string =>
  code !== undefined && Object.hasOwn(map, code) ? (map[code as keyof MessageMap] ?? fallback) : fallback;
