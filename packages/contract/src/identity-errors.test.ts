import { describe, expect, it } from 'vitest';
import {
  CHANGE_PASSWORD_ERROR_MESSAGES,
  IDENTITY_ERROR_CODES as C,
  LOGIN_ERROR_MESSAGES,
  REGISTRATION_ERROR_FALLBACK,
  REGISTRATION_ERROR_MESSAGES,
  RESET_PASSWORD_ERROR_MESSAGES,
  RESET_REQUEST_ERROR_FALLBACK,
  RESET_REQUEST_ERROR_MESSAGES,
  VERIFY_EMAIL_ERROR_FALLBACK,
  VERIFY_EMAIL_ERROR_MESSAGES,
  messageFor,
} from './identity-errors.js';

describe('identity error messages', () => {
  it('login: spec texts, and the raw code for anything else', () => {
    expect(messageFor(LOGIN_ERROR_MESSAGES, 'userDoesNotExist', 'x')).toBe('User does not exist');
    expect(messageFor(LOGIN_ERROR_MESSAGES, 'invalidCredentials', 'x')).toBe('Credentials are invalid');
    expect(messageFor(LOGIN_ERROR_MESSAGES, 'userDoesNotExistOnHcpCommunity', 'x')).toBe('User does not exist');
    expect(C.userNotVerifiedByProvider).toBe('userNotVerifiedByProvider');
    expect(messageFor(LOGIN_ERROR_MESSAGES, C.userNotVerifiedByProvider, 'x')).toBe(
      'Account is not yet verified by the provider',
    );
    expect(messageFor(LOGIN_ERROR_MESSAGES, 'somethingNew', 'somethingNew')).toBe('somethingNew');
  });

  it('registration: spec texts and the default', () => {
    const reg = (code: string) => messageFor(REGISTRATION_ERROR_MESSAGES, code, REGISTRATION_ERROR_FALLBACK);
    expect(reg('requiredPasswordForNonHcpUsers')).toBe('Password is required for non-hcp users');
    expect(reg('userAlreadyExist')).toBe('User already exists');
    expect(reg(C.consentRegistrationFailed)).toBe('Error in registering user consent');
    expect(reg('crmCountryNotMatched')).toBe('CRM country not matched');
    expect(reg('other')).toBe('Error in registering the user.Please try again later.');
  });

  it('reset request: the provider is never named', () => {
    const req = (code: string) => messageFor(RESET_REQUEST_ERROR_MESSAGES, code, RESET_REQUEST_ERROR_FALLBACK);
    expect(req('userDoesNotExist')).toBe('User does not exist');
    expect(req(C.userNotVerifiedByProvider)).toBe('User is not verified by the provider');
    expect(req('errorInGettingRecoveryToken')).toBe('Error in getting recovery token');
    expect(req('other')).toBe('Error in resetting the password. Please try again later.');
  });

  it('reset password: spec texts, else the raw server text', () => {
    expect(messageFor(RESET_PASSWORD_ERROR_MESSAGES, C.invalidOrExpiredToken, 'raw')).toBe('Token invalid or expired');
    expect(messageFor(RESET_PASSWORD_ERROR_MESSAGES, C.errorInResettingPassword, 'raw')).toBe(
      'Error in resetting password. Try again later',
    );
    expect(messageFor(RESET_PASSWORD_ERROR_MESSAGES, 'other', 'raw')).toBe('raw');
  });

  it('verify email: spec texts and the default', () => {
    const ver = (code: string) => messageFor(VERIFY_EMAIL_ERROR_MESSAGES, code, VERIFY_EMAIL_ERROR_FALLBACK);
    expect(ver(C.invalidOrExpiredToken)).toBe('Email Verification Failed. Invalid or expired token');
    expect(ver(C.leadGenerationFailed)).toBe(
      'There seems to some problem with lead generation. Please try again later.',
    );
    expect(ver('tokenExpired')).toBe('Email Verification Failed. Expired token');
    expect(ver('invalidToken')).toBe('Email Verification Failed. Invalid token');
    expect(ver('other')).toBe('Error in verifying email');
  });

  it('change password: 401 text', () => {
    expect(messageFor(CHANGE_PASSWORD_ERROR_MESSAGES, 'unauthorized', 'raw')).toBe(
      'Invalid access token. Please log back again',
    );
  });

  it('ignores inherited keys and a missing code', () => {
    expect(messageFor(LOGIN_ERROR_MESSAGES, 'constructor', 'fb')).toBe('fb');
    expect(messageFor(LOGIN_ERROR_MESSAGES, undefined, 'fb')).toBe('fb');
  });
});
