import {
  ACCEPT_ALL_CONDITIONS,
  CONTROL_CHARACTERS_MESSAGE,
  EMAIL_REQUIRED,
  MESSAGE_TEXT_MAX,
  MESSAGING_TEXT,
  PASSWORD_ALLOWED_SPECIALS,
  PASSWORD_CRITERIA,
  PASSWORD_MESSAGES,
  PASSWORD_MIN,
} from '@aatd/contract';
import { translate, type MessageValues } from './i18n';

/**
 * The contract's validation messages a member meets in a form, each with its catalogue key. The
 * schemas (shared by the server, which answers with the same words) keep the spec's English; the
 * web shows a message it knows in the page's language and any other as it came. The English
 * catalogue holds exactly these words (catalogues.test.ts checks).
 */
export type ValidationMessage = { key: string; english: string; values?: MessageValues };

export const VALIDATION_MESSAGES: readonly ValidationMessage[] = [
  { key: 'validation.emailRequired', english: EMAIL_REQUIRED },
  { key: 'validation.emailInvalidLogin', english: 'Invalid Email Format' },
  { key: 'validation.emailInvalid', english: 'Invalid email format' },
  { key: 'validation.passwordRequiredLogin', english: 'Password is Required' },
  { key: 'validation.passwordRequired', english: PASSWORD_MESSAGES.required },
  { key: 'validation.passwordCriteria', english: PASSWORD_MESSAGES.criteria },
  { key: 'validation.passwordCommon', english: PASSWORD_MESSAGES.common },
  { key: 'validation.newPasswordRequired', english: PASSWORD_MESSAGES.newRequired },
  { key: 'validation.confirmPasswordRequired', english: PASSWORD_MESSAGES.confirmRequired },
  { key: 'validation.passwordsMustMatch', english: PASSWORD_MESSAGES.mustMatch },
  { key: 'validation.currentPasswordRequired', english: 'Current password is required' },
  { key: 'validation.passwordsMustDiffer', english: 'Current and New Password should be different' },
  { key: 'validation.enterPassword', english: 'Enter your password' },
  { key: 'validation.titleRequired', english: 'Title is required' },
  { key: 'validation.firstNameRequired', english: 'First Name is required' },
  { key: 'validation.lastNameRequired', english: 'Last Name is required' },
  { key: 'validation.regionRequired', english: 'Region is required' },
  { key: 'validation.acceptAllConditions', english: ACCEPT_ALL_CONDITIONS },
  { key: 'validation.controlCharacters', english: CONTROL_CHARACTERS_MESSAGE },
  { key: 'validation.commentRequired', english: 'Comment text is required' },
  { key: 'validation.commentTooLong', english: 'Comments are limited to 5000 characters', values: { max: 5000 } },
  { key: 'validation.memberNameRequired', english: MESSAGING_TEXT.memberNameRequired },
  { key: 'validation.messageRequired', english: MESSAGING_TEXT.messageRequired },
  { key: 'validation.replyRequired', english: MESSAGING_TEXT.replyRequired },
  { key: 'validation.reportRequired', english: MESSAGING_TEXT.reportRequired },
  {
    key: 'validation.messageTooLong',
    english: `Messages are limited to ${MESSAGE_TEXT_MAX} characters`,
    values: { max: MESSAGE_TEXT_MAX },
  },
  { key: 'validation.authenticatorCode', english: 'Enter the code from your authenticator app' },
  { key: 'validation.codeTooLong', english: 'That code is too long' },
  { key: 'validation.codeOrRecoveryCode', english: 'Enter the 6-digit code or a recovery code' },
  { key: 'validation.sixDigitCode', english: 'Enter the 6-digit code from your authenticator app' },
  { key: 'validation.organisationRequired', english: 'Please enter your organisation' },
  { key: 'validation.confirmDetails', english: 'Please confirm that these details are correct' },
];

/** The four password criteria lines, in the spec's order, with the policy's figures. */
export const PASSWORD_CRITERIA_MESSAGES: readonly ValidationMessage[] = [
  { key: 'validation.criteria.length', english: PASSWORD_CRITERIA[0], values: { min: PASSWORD_MIN } },
  { key: 'validation.criteria.mixedCase', english: PASSWORD_CRITERIA[1] },
  { key: 'validation.criteria.numberOrSpecial', english: PASSWORD_CRITERIA[2] },
  {
    key: 'validation.criteria.allowed',
    english: PASSWORD_CRITERIA[3],
    values: { specials: PASSWORD_ALLOWED_SPECIALS },
  },
];

const BY_ENGLISH = new Map(VALIDATION_MESSAGES.map((m) => [m.english, m]));

/** A validation message (the contract's English, from the form or the server) in the page's language. */
export function translateValidation(message: string): string {
  const known = BY_ENGLISH.get(message);
  return known ? translate(known.key, known.values) : message;
}
